// The public form needs only these of Mantine's styles beyond the first paint's
// (app/signInStyles.ts), not the whole stylesheet the app's pages load: the page stays light
// for a phone on a slow connection. In Mantine's order, each after the ones it is built from.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
