import type { habitProof } from '@coachline/contract/habit-tracking';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { z } from 'zod';
import { dayLabel } from './labels';
import { ProofImage } from './ProofImage';

// Photo proofs as a grid of cards: the photo, the habit, who and which day.

export type HabitProof = z.output<typeof habitProof>;

export function ProofGrid(props: { proofs: HabitProof[]; label: string; withName?: boolean }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 4 }}
      component="ul"
      aria-label={props.label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {props.proofs.map((p) => {
        const what = `${p.habit_name}, ${p.full_name}, ${dayLabel(p.date)}`;
        return (
          <Card key={p.id} component="li" withBorder radius="md" padding={0} aria-label={what}>
            <ProofImage proofId={p.id} alt={`Proof of ${what}`} h={150} />
            <Stack gap={0} p="xs">
              <Text size="sm" fw={600} truncate>
                {p.habit_name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {props.withName === false
                  ? dayLabel(p.date)
                  : `${p.full_name} · ${dayLabel(p.date)}`}
              </Text>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
