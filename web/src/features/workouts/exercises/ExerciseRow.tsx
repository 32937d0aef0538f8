import type { Exercise } from '@coachline/contract/workouts';
import { ActionIcon, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBarbell, IconStar, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFavouriteExercise } from './queries';

// One exercise of the library or the picker: its picture, name, attributes, where it comes
// from, the favourite star and the actions given.

export function FavouriteButton(props: { exercise: Exercise }) {
  const { exercise } = props;
  const favourite = useFavouriteExercise();
  const on = exercise.favourite;
  return (
    <ActionIcon
      variant="subtle"
      color={on ? 'yellow.8' : 'gray.7'}
      aria-label={`Favourite ${exercise.name}`}
      aria-pressed={on}
      loading={favourite.isPending}
      onClick={() => favourite.mutate({ id: exercise.id, favourite: !on })}
    >
      {on ? <IconStarFilled size={16} aria-hidden /> : <IconStar size={16} aria-hidden />}
    </ActionIcon>
  );
}

export function ExerciseRow(props: { exercise: Exercise; actions: ReactNode }) {
  const { exercise } = props;
  const shown = exercise.attributes.slice(0, 4);
  return (
    <Paper component="li" withBorder radius="sm" p="xs" aria-label={exercise.name}>
      <Group gap="sm" wrap="nowrap" align="center">
        <Avatar src={exercise.cover_image_url || null} radius="sm" size={44} alt="">
          <IconBarbell size={20} aria-hidden />
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} size="sm" truncate>
              {exercise.name}
            </Text>
            <Badge size="xs" variant="light" color={exercise.library ? 'gray' : 'blue'}>
              {exercise.library ? 'Library' : 'Yours'}
            </Badge>
          </Group>
          {shown.length ? (
            <Group gap={4}>
              {shown.map((a) => (
                <Badge key={a.id} size="xs" variant="outline" color="gray">
                  {a.name}
                </Badge>
              ))}
              {exercise.attributes.length > shown.length ? (
                <Text size="xs" c="dimmed">
                  +{exercise.attributes.length - shown.length}
                </Text>
              ) : null}
            </Group>
          ) : null}
        </Stack>
        <Group gap={2} wrap="nowrap">
          <FavouriteButton exercise={exercise} />
          {props.actions}
        </Group>
      </Group>
    </Paper>
  );
}
