import {
  type Template,
  type TemplateCategory,
  type TemplateFilter,
  templateFilters,
} from '@coachline/contract/templates';
import {
  Badge,
  Button,
  Card,
  Grid,
  Group,
  NavLink,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCategoryPlus, IconHistory, IconPlus, IconTemplate } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { useFolderPlace } from '../../app/folderState';
import { CardActions, CardEditButton } from '../../ui/CardActions';
import { DateTime } from '../../ui/DateTime';
import { confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { dragAssets, FolderBrowser, MoveToFolderModal } from '../folders/FolderBrowser';
import { templateKeys } from './keys';
import { textOfHtml } from './preview';
import {
  useAddBroadcastDraft,
  useDeleteCategory,
  useDeleteTemplate,
  useDuplicateTemplate,
  useTemplateCategories,
  useTemplates,
} from './queries';
import {
  type CategoryDraft,
  CategoryFormModal,
  ChangeCategoryModal,
  CreateTemplateModal,
  RenameTemplateModal,
  SendToContactModal,
  TemplateLogsModal,
} from './TemplateDialogs';
import { filterLabels, typeLabels } from './typeLabels';

// The template library (001 §2 TemplatesIndex, §7 Templates): categories with their counts
// beside the templates, filtered by kind (001 §9's values), searched by name, 6 a page.

// The editor and its rich-text chunk load when a template is first opened.
const TemplateEditor = lazy(() =>
  import('./TemplateEditor').then((m) => ({ default: m.TemplateEditor })),
);

const filters = Object.keys(templateFilters) as TemplateFilter[];

/** The dialogs a card opens, one at a time. */
type Dialog =
  | { kind: 'rename' | 'move' | 'send' | 'folder'; template: Template }
  | { kind: 'logs'; template: Template | null };

function CategoryList(props: {
  categories: readonly TemplateCategory[];
  total: number | undefined;
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  const { categories, selected, onSelect } = props;
  return (
    <>
      <Paper withBorder radius="md" p={4} visibleFrom="sm">
        <nav aria-label="Template categories">
          <NavLink
            label="All templates"
            active={selected === null}
            onClick={() => onSelect(null)}
            aria-current={selected === null ? 'true' : undefined}
            rightSection={
              props.total === undefined ? null : <Badge variant="light">{props.total}</Badge>
            }
          />
          <ScrollArea.Autosize mah={480} type="auto">
            {categories.map((c) => (
              <NavLink
                key={c.id}
                label={c.name}
                description={typeLabels[c.type]}
                active={selected === c.id}
                aria-current={selected === c.id ? 'true' : undefined}
                onClick={() => onSelect(c.id)}
                rightSection={
                  <Badge variant="light" aria-label={`${c.templates_count} templates`}>
                    {c.templates_count}
                  </Badge>
                }
              />
            ))}
          </ScrollArea.Autosize>
        </nav>
      </Paper>
      <Select
        hiddenFrom="sm"
        label="Category"
        data={[
          { value: '', label: 'All templates' },
          ...categories.map((c) => ({
            value: String(c.id),
            label: `${c.name} (${c.templates_count})`,
          })),
        ]}
        value={selected === null ? '' : String(selected)}
        onChange={(v) => onSelect(v ? Number(v) : null)}
        allowDeselect={false}
      />
    </>
  );
}

/** The selected category's name with its rename and delete. */
function CategoryHeader(props: {
  category: TemplateCategory;
  onRename: (() => void) | undefined;
  onDelete: (() => void) | undefined;
}) {
  const { category } = props;
  if (!props.onRename && !props.onDelete) return null;
  return (
    <Group gap="xs">
      <Text fw={600}>{category.name}</Text>
      <Badge variant="light">{typeLabels[category.type]}</Badge>
      {props.onRename ? (
        <Button variant="subtle" size="compact-sm" onClick={props.onRename}>
          Rename category
        </Button>
      ) : null}
      {props.onDelete ? (
        <Button variant="subtle" color="red.8" size="compact-sm" onClick={props.onDelete}>
          Delete category
        </Button>
      ) : null}
    </Group>
  );
}

function TemplateCard(props: {
  template: Template;
  onEdit: (() => void) | undefined;
  onDialog: (dialog: Dialog) => void;
}) {
  const { template, onDialog } = props;
  const abilities = useAbilities('templates');
  const broadcasts = useAbilities('broadcasts');
  const contacts = useAbilities('contacts-center');
  const duplicate = useDuplicateTemplate();
  const remove = useDeleteTemplate();
  const draft = useAddBroadcastDraft();
  const sendable = template.type === 'email' || template.type === 'sms';
  const snippet =
    template.type === 'email' && template.subject ? template.subject : textOfHtml(template.body);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={template.name}
      {...(abilities.update ? dragAssets([template.id]) : {})}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {template.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {template.category_name}
            </Text>
          </div>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {typeLabels[template.type]}
          </Badge>
        </Group>
        <Text size="sm" c={snippet ? undefined : 'dimmed'} lineClamp={2} style={{ flex: 1 }}>
          {snippet || 'Empty so far'}
        </Text>
        <Text size="xs" c="dimmed" component="div">
          {template.last_sent_at ? (
            <Group gap={4}>
              Sent {template.sends_count}× · last{' '}
              <DateTime value={template.last_sent_at} size="xs" />
            </Group>
          ) : sendable ? (
            'Never sent'
          ) : (
            'Kept for reference'
          )}
        </Text>
        <CardActions
          title={template.name}
          main={
            props.onEdit ? <CardEditButton title={template.name} onClick={props.onEdit} /> : null
          }
          items={[
            sendable &&
              contacts.update && {
                label: 'Send to a contact',
                onClick: () => onDialog({ kind: 'send', template }),
              },
            template.type === 'email' &&
              broadcasts.create && {
                label: 'Add to broadcast drafts',
                onClick: () => draft.mutate(template.id),
              },
            abilities.update && {
              label: 'Rename',
              onClick: () => onDialog({ kind: 'rename', template }),
            },
            abilities.update && {
              label: 'Change category',
              onClick: () => onDialog({ kind: 'move', template }),
            },
            abilities.update && {
              label: 'Move to folder',
              onClick: () => onDialog({ kind: 'folder', template }),
            },
            abilities.create && {
              label: 'Duplicate',
              onClick: () => duplicate.mutate(template.id),
            },
            sendable && { label: 'Logs', onClick: () => onDialog({ kind: 'logs', template }) },
            abilities.delete && {
              label: 'Delete',
              danger: true,
              onClick: () =>
                confirmDelete(`The template ${template.name} will be deleted.`, () =>
                  remove.mutate(template.id),
                ),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}

function EditorSkeleton() {
  return (
    <Paper
      pos="fixed"
      top={0}
      right={0}
      bottom={0}
      w="min(100%, 60rem)"
      p="md"
      shadow="xl"
      style={{ zIndex: 300 }}
    >
      <Stack gap="md" aria-busy aria-label="Loading the editor">
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={260} />
      </Stack>
    </Paper>
  );
}

export function TemplatesIndexPage() {
  const abilities = useAbilities('templates');
  const [type, setType] = useState<TemplateFilter>('all');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 350);
  const categories = useTemplateCategories(type);
  const allCategories = useTemplateCategories('all');
  const [folder] = useFolderPlace('templates');
  const templates = useTemplates({
    type,
    page,
    search: debounced.trim() || undefined,
    category_id: categoryId ?? undefined,
    // The current folder's templates; those in no folder at the top.
    folder_id: folder.folderId ?? 0,
  });
  const removeCategory = useDeleteCategory();
  const [editing, setEditing] = useState<Template | null>(null);
  const [creating, setCreating] = useState(false);
  const [categoryDraft, setCategoryDraft] = useState<CategoryDraft | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const categoryRows = categories.data?.categories ?? [];
  const selected = categoryRows.find((c) => c.id === categoryId) ?? null;
  const rows = templates.data?.data ?? [];
  const hasCategories = (allCategories.data?.categories.length ?? 0) > 0;
  const select = (id: number | null) => {
    setCategoryId(id);
    setPage(1);
  };
  const openDialog = (d: Dialog) => setDialog(d);
  const dialogOf = (kind: Dialog['kind']) => (dialog?.kind === kind ? dialog.template : null);

  const deleteCategory = (c: TemplateCategory) =>
    confirmDelete(
      c.templates_count === 0
        ? `The category ${c.name} will be deleted.`
        : `The category ${c.name} will be deleted with its ${c.templates_count} ${c.templates_count === 1 ? 'template' : 'templates'}.`,
      () => removeCategory.mutate(c.id, { onSuccess: () => select(null) }),
    );

  return (
    <Stack gap="md">
      <PageHeader
        title="Templates"
        description="Emails, SMS, voice scripts and content you write once and reuse."
        action={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconHistory size={16} aria-hidden />}
              onClick={() => openDialog({ kind: 'logs', template: null })}
            >
              Template logs
            </Button>
            {abilities.create ? (
              <>
                <Button
                  variant="default"
                  leftSection={<IconCategoryPlus size={16} aria-hidden />}
                  onClick={() => setCategoryDraft({ name: '', is_content: 1 })}
                >
                  New category
                </Button>
                <Button
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setCreating(true)}
                  disabled={!hasCategories}
                >
                  Create template
                </Button>
              </>
            ) : null}
          </Group>
        }
      />
      <Group gap="sm" wrap="wrap">
        <ScrollArea type="auto" maw="100%">
          <SegmentedControl
            aria-label="Kind of template"
            data={filters.map((f) => ({ value: f, label: filterLabels[f] }))}
            value={type}
            onChange={(v) => {
              setType(v as TemplateFilter);
              select(null);
            }}
          />
        </ScrollArea>
        <SearchInput
          label="Search templates"
          placeholder="Search templates by name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          maw={320}
        />
      </Group>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
          {categories.isLoading ? (
            <Skeleton h={160} />
          ) : (
            <CategoryList
              categories={categoryRows}
              total={categoryId === null ? templates.data?.total : undefined}
              selected={categoryId}
              onSelect={select}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
          <Stack gap="sm">
            <FolderBrowser assetType="templates" assetKeys={templateKeys.all} noun="template" />
            {selected ? (
              <CategoryHeader
                category={selected}
                onRename={
                  abilities.update
                    ? () =>
                        setCategoryDraft({
                          id: selected.id,
                          name: selected.name,
                          is_content: selected.is_content,
                        })
                    : undefined
                }
                onDelete={abilities.delete ? () => deleteCategory(selected) : undefined}
              />
            ) : null}
            {templates.isLoading ? (
              <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} aria-busy aria-label="Loading templates">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} h={150} radius="md" />
                ))}
              </SimpleGrid>
            ) : rows.length === 0 ? (
              <Paper withBorder radius="md">
                <EmptyState
                  icon={<IconTemplate size={24} />}
                  title={
                    debounced.trim()
                      ? 'No templates match'
                      : hasCategories
                        ? 'No templates here yet'
                        : 'Start with a category'
                  }
                  text={
                    hasCategories
                      ? 'Write an email or SMS once, then send it to any contact with their own name in it.'
                      : 'Categories hold your templates, one kind each: email, SMS, voice or content.'
                  }
                  action={
                    abilities.create && !debounced.trim() ? (
                      hasCategories ? (
                        <Button onClick={() => setCreating(true)}>
                          Create your first template
                        </Button>
                      ) : (
                        <Button onClick={() => setCategoryDraft({ name: '', is_content: 1 })}>
                          Create your first category
                        </Button>
                      )
                    ) : undefined
                  }
                />
              </Paper>
            ) : (
              <SimpleGrid
                cols={{ base: 1, md: 2, xl: 3 }}
                aria-busy={templates.isFetching}
                aria-label="Templates"
                component="section"
              >
                {rows.map((t) => (
                  <TemplateCard
                    key={t.id}
                    template={t}
                    onEdit={abilities.update ? () => setEditing(t) : undefined}
                    onDialog={openDialog}
                  />
                ))}
              </SimpleGrid>
            )}
            {templates.data && templates.data.total > 0 ? (
              <ListFooter list={templates.data} onPage={setPage} label="Template pages" />
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>

      <CategoryFormModal draft={categoryDraft} onClose={() => setCategoryDraft(null)} />
      <CreateTemplateModal
        opened={creating}
        categories={allCategories.data?.categories ?? []}
        categoryId={categoryId}
        onClose={() => setCreating(false)}
        onCreated={setEditing}
      />
      <RenameTemplateModal template={dialogOf('rename')} onClose={() => setDialog(null)} />
      <ChangeCategoryModal
        template={dialogOf('move')}
        categories={allCategories.data?.categories ?? []}
        onClose={() => setDialog(null)}
      />
      <SendToContactModal template={dialogOf('send')} onClose={() => setDialog(null)} />
      <MoveToFolderModal
        assetType="templates"
        assetKeys={templateKeys.all}
        assetIds={dialog?.kind === 'folder' ? [dialog.template.id] : []}
        onClose={() => setDialog(null)}
      />
      <TemplateLogsModal
        scope={dialog?.kind === 'logs' ? { template: dialog.template } : null}
        onClose={() => setDialog(null)}
      />
      {editing ? (
        <Suspense fallback={<EditorSkeleton />}>
          <TemplateEditor key={editing.id} template={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
