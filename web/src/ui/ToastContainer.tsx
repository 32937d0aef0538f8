import { Notifications } from '@mantine/notifications';

/** Where toasts appear; loaded after the first paint (see app/App.tsx). */
export function ToastContainer() {
  return <Notifications position="top-right" limit={4} />;
}
