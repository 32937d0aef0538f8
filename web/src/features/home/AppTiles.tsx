import { Anchor, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { byGroup, type VisibleArea } from '../../app/areas';

/** Every built area the user may open, as tiles under their meta group (000 §2.1). */
export function AppTiles(props: { areas: VisibleArea[] }) {
  return (
    <Stack gap="md">
      {byGroup(props.areas).map(({ group, areas }) => (
        <Stack
          key={group ?? 'contacts'}
          gap="xs"
          component="section"
          aria-label={group ?? 'Contacts'}
        >
          <Title order={3} size="h5" c="dimmed" tt="uppercase">
            {group ?? 'Contacts'}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {areas.map((area) => {
              const Icon = area.icon;
              return (
                <Paper key={area.route} withBorder radius="md" p="sm">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                      <Icon size={22} />
                    </ThemeIcon>
                    <div style={{ minWidth: 0 }}>
                      <Anchor component={Link} to={area.path} fw={600}>
                        {area.title}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {area.description}
                      </Text>
                    </div>
                  </Group>
                </Paper>
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
