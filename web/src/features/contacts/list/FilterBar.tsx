import { contactSources, temperatures } from '@coachline/contract/constants';
import { type DatePreset, datePresets, isDatePreset } from '@coachline/contract/dates';
import {
  Badge,
  Button,
  CloseButton,
  Collapse,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { usePhone } from '../../../ui/usePhone';
import { useGroups } from '../../groups/queries';
import { useTagOptions } from '../../tags/queries';
import classes from '../contacts.module.css';
import { temperatureLabels } from '../labels';
import { hasFilters, type ListState } from './listState';

export const searchDebounceMs = 350;
const customRange = 'custom';

const triState = [
  { value: 'any', label: 'Any' },
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];
const fromTri = (v: string | null): boolean | null => (v === '1' ? true : v === '0' ? false : null);
const toTri = (v: boolean | null) => (v === null ? 'any' : v ? '1' : '0');

/** Filters in use beyond search, for the phone's "Filters (n)" button. */
function activeCount(state: ListState): number {
  return [
    state.tags.length > 0,
    state.group !== null,
    state.temperature,
    state.starred !== null,
    state.flagged !== null,
    state.source,
    state.datePreset || state.startDate || state.endDate,
  ].filter(Boolean).length;
}

/** Search, debounced, keeps the URL in step without a request per keystroke. */
function SearchInput(props: { value: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(props.value);
  const [debounced] = useDebouncedValue(text, searchDebounceMs);
  const sent = useRef(props.value);
  // The latest callback, read when the debounced text settles: the effect below must run for a
  // new text only, never again because the parent rendered a new callback, or it would send a
  // text that Clear filters or Back replaced a moment ago.
  const onSearch = useRef(props.onSearch);
  onSearch.current = props.onSearch;

  // A change from outside (Clear filters, Back) replaces what is typed.
  useEffect(() => {
    if (props.value !== sent.current) {
      sent.current = props.value;
      setText(props.value);
    }
  }, [props.value]);

  useEffect(() => {
    if (debounced === sent.current) return;
    sent.current = debounced;
    onSearch.current(debounced);
  }, [debounced]);

  return (
    <TextInput
      type="search"
      aria-label="Search contacts"
      placeholder="Search by name, email or phone"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          sent.current = text;
          onSearch.current(text);
        }
      }}
      style={{ flex: '1 1 260px', minWidth: 0 }}
    />
  );
}

/** The filter bar (UX.md): search first, then tags, group, temperature, starred, flagged, source, date. */
export function FilterBar(props: {
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  onClear: () => void;
}) {
  const { state, onChange } = props;
  const tagOptions = useTagOptions();
  const groups = useGroups(1, '', 100);
  const groupOptions = (groups.data?.data ?? []).map((g) => ({
    value: String(g.id),
    label: g.name,
  }));
  const groupName =
    groupOptions.find((g) => g.value === String(state.group))?.label ?? `#${state.group}`;
  const phone = usePhone();
  // A phone builds the filters the first time they are opened, and keeps them after.
  const [built, setBuilt] = useState(false);
  const [open, { toggle }] = useDisclosure(false, { onOpen: () => setBuilt(true) });
  const [customDates, setCustomDates] = useState(
    state.datePreset === null && (state.startDate !== null || state.endDate !== null),
  );
  const active = activeCount(state);
  const dateMode =
    state.datePreset ?? (customDates || state.startDate || state.endDate ? customRange : null);

  const filters = (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4, lg: 7 }} spacing="sm" verticalSpacing="xs">
      <Stack gap={4}>
        <MultiSelect
          label="Tags"
          placeholder={state.tags.length ? undefined : 'Any tag'}
          data={tagOptions}
          value={state.tags.map(String)}
          onChange={(v) => onChange({ tags: v.map(Number) })}
          searchable
          clearable
          nothingFoundMessage="No tags"
          size="sm"
        />
        {state.tags.length > 1 ? (
          <SegmentedControl
            size="xs"
            aria-label="Tag match"
            value={state.tagMatch}
            onChange={(v) => onChange({ tagMatch: v === 'all' ? 'all' : 'any' })}
            data={[
              { value: 'any', label: 'Any tag' },
              { value: 'all', label: 'All tags' },
            ]}
          />
        ) : null}
      </Stack>
      <Select
        label="Group"
        placeholder="Any group"
        data={groupOptions}
        value={state.group === null ? null : String(state.group)}
        onChange={(v) => onChange({ group: v ? Number(v) : null })}
        searchable
        clearable
        nothingFoundMessage="No groups"
      />
      <Select
        label="Temperature"
        placeholder="Any"
        data={temperatures.map((t) => ({ value: t, label: temperatureLabels[t] }))}
        value={state.temperature}
        onChange={(v) => onChange({ temperature: v ? (v as ListState['temperature']) : null })}
        clearable
      />
      <Select
        label="Starred"
        data={triState}
        value={toTri(state.starred)}
        onChange={(v) => onChange({ starred: fromTri(v) })}
        allowDeselect={false}
      />
      <Select
        label="Flagged"
        data={triState}
        value={toTri(state.flagged)}
        onChange={(v) => onChange({ flagged: fromTri(v) })}
        allowDeselect={false}
      />
      <Select
        label="Source"
        placeholder="Any"
        data={[...contactSources]}
        value={state.source}
        onChange={(v) => onChange({ source: v })}
        clearable
        searchable
      />
      <Stack gap={4}>
        <Select
          label="Date created"
          placeholder="Any time"
          data={[
            ...datePresets.map((p) => ({ value: p, label: p })),
            { value: customRange, label: 'Custom range' },
          ]}
          value={dateMode}
          clearable
          onChange={(v) => {
            if (v === customRange) {
              setCustomDates(true);
              onChange({ datePreset: null });
              return;
            }
            setCustomDates(false);
            onChange({
              datePreset: v && isDatePreset(v) ? (v as DatePreset) : null,
              startDate: null,
              endDate: null,
            });
          }}
        />
        {dateMode === customRange ? (
          <DatePickerInput
            type="range"
            aria-label="Created between"
            placeholder="Pick dates"
            valueFormat="MMM D, YYYY"
            allowSingleDateInRange
            clearable
            value={[state.startDate, state.endDate]}
            onChange={([start, end]) => {
              if (start && !end) return;
              onChange({ datePreset: null, startDate: start, endDate: end });
            }}
            size="sm"
          />
        ) : null}
      </Stack>
    </SimpleGrid>
  );

  return (
    <Stack gap="xs" component="section" aria-label="Filters">
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <SearchInput value={state.search} onSearch={(search) => onChange({ search })} />
        {phone ? (
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            onClick={toggle}
            aria-expanded={open}
            aria-controls="contact-filters"
            rightSection={active ? <Badge size="xs">{active}</Badge> : null}
          >
            Filters
          </Button>
        ) : null}
        {state.group !== null ? (
          // The group is the filter a coach arrives with from the Groups screen: shown as a chip.
          <Badge
            size="lg"
            variant="light"
            radius="sm"
            tt="none"
            className={classes.filterChip}
            rightSection={
              <CloseButton
                size="xs"
                aria-label={`Remove the group filter ${groupName}`}
                onClick={() => onChange({ group: null })}
              />
            }
          >
            Group: {groupName}
          </Badge>
        ) : null}
        {hasFilters(state) ? (
          <Button
            aria-label="Clear filters"
            variant="subtle"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => {
              setCustomDates(false);
              props.onClear();
            }}
          >
            {phone ? 'Clear' : 'Clear filters'}
          </Button>
        ) : null}
      </Group>
      {phone ? (
        <Collapse in={open} id="contact-filters">
          {built ? filters : null}
        </Collapse>
      ) : (
        <div id="contact-filters">{filters}</div>
      )}
    </Stack>
  );
}
