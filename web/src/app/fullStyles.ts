// Mantine's whole stylesheet, for every page past sign-in: loaded with the page's chunk, so the
// sign-in page does not wait for it (signInStyles.ts).
import '@mantine/core/styles.css';
