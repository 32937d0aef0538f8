// The check-in pieces' own Mantine styles (this folder's and habits/), beyond what the public
// check-in pages' first paint (app/signInStyles.ts) and the portal (portal/styles.ts) load: imported by the screens that
// show them, so neither pulls Mantine's whole stylesheet. Each after the ones it is built from.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/SimpleGrid.css';
