import type {
  AttributeType,
  ExerciseAttribute,
  ExerciseListQuery,
} from '@coachline/contract/workouts';
import { Group, MultiSelect, Select, Switch } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SearchInput } from '../../../ui/SearchInput';
import { useAttributes, useAttributeTypes } from './queries';

// The library's filters: a name, attributes (each pinned type on its own, the others together,
// an exercise must have every one picked), favourites only, and the library's or the
// location's own.

export type ExerciseSource = 'library' | 'own';

export function useExerciseFilters(perPage: number) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [attributeIds, setAttributeIds] = useState<number[]>([]);
  const [favourites, setFavourites] = useState(false);
  const [source, setSource] = useState<ExerciseSource | null>(null);
  const query: ExerciseListQuery = {
    page,
    per_page: perPage,
    ...(debounced ? { search: debounced } : {}),
    ...(attributeIds.length ? { attribute_ids: attributeIds.join(',') } : {}),
    ...(favourites ? { favourites: '1' } : {}),
    ...(source ? { source } : {}),
  };
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return {
    query,
    page,
    setPage,
    filtered: debounced !== '' || attributeIds.length > 0 || favourites || source !== null,
    search,
    setSearch: restart(setSearch),
    attributeIds,
    setAttributeIds: restart(setAttributeIds),
    favourites,
    setFavourites: restart(setFavourites),
    source,
    setSource: restart(setSource),
  };
}

type Filters = ReturnType<typeof useExerciseFilters>;

/** The attributes of `types` as a select's groups. */
export function attributeGroups(types: AttributeType[], attributes: ExerciseAttribute[]) {
  return types
    .map((t) => ({
      group: t.name,
      items: attributes
        .filter((a) => a.attribute_type_id === t.id)
        .map((a) => ({ value: String(a.id), label: a.name })),
    }))
    .filter((g) => g.items.length > 0);
}

export function ExerciseFilters(props: { filters: Filters; withSource?: boolean }) {
  const { filters } = props;
  const types = useAttributeTypes().data ?? [];
  const attributes = useAttributes().data ?? [];
  const pinned = types.filter((t) => t.pinned);
  const others = types.filter((t) => !t.pinned);
  const picked = filters.attributeIds.map(String);
  /** The attributes picked among those of `of`, replaced by `values`. */
  const pick = (of: AttributeType[], values: string[]) => {
    const ids = new Set(
      attributes.filter((a) => of.some((t) => t.id === a.attribute_type_id)).map((a) => a.id),
    );
    filters.setAttributeIds([
      ...filters.attributeIds.filter((id) => !ids.has(id)),
      ...values.map(Number),
    ]);
  };
  const valuesOf = (of: AttributeType[]) =>
    picked.filter((id) =>
      attributes.some((a) => String(a.id) === id && of.some((t) => t.id === a.attribute_type_id)),
    );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        label="Search exercises"
        placeholder="Search by name"
        value={filters.search}
        onChange={filters.setSearch}
        maw={240}
      />
      {pinned.map((t) => (
        <MultiSelect
          key={t.id}
          label={t.name}
          placeholder="Any"
          w={200}
          searchable
          clearable
          data={attributeGroups([t], attributes).flatMap((g) => g.items)}
          value={valuesOf([t])}
          onChange={(values) => pick([t], values)}
        />
      ))}
      <MultiSelect
        label={pinned.length ? 'More attributes' : 'Attributes'}
        placeholder="Any"
        w={240}
        searchable
        clearable
        data={attributeGroups(others, attributes)}
        value={valuesOf(others)}
        onChange={(values) => pick(others, values)}
      />
      {props.withSource ? (
        <Select
          label="Source"
          placeholder="All exercises"
          clearable
          w={170}
          data={[
            { value: 'library', label: 'The library' },
            { value: 'own', label: 'Your own' },
          ]}
          value={filters.source}
          onChange={(v) => filters.setSource(v === 'library' || v === 'own' ? v : null)}
        />
      ) : null}
      <Switch
        label="Favourites only"
        checked={filters.favourites}
        onChange={(e) => filters.setFavourites(e.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}
