import { Alert, Button, Group } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { AuthLayout } from '../ui/AuthLayout';
import { ChunkLoadError } from './lazyPage';
import { reloadPage } from './navigation';

function isChunkError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message))
  );
}

/** A page that failed to load or render: say so and offer a reload. */
export function RouteError(props: { error: unknown }) {
  const chunk = isChunkError(props.error);
  return (
    <AuthLayout title={chunk ? 'This page could not be loaded' : 'Something went wrong'}>
      <Alert color="red" role="alert">
        {chunk
          ? 'Your connection may have dropped or Coachline was just updated. Reload to try again.'
          : 'An unexpected error stopped this page. Reload to try again.'}
      </Alert>
      <Group>
        <Button onClick={reloadPage}>Reload</Button>
      </Group>
    </AuthLayout>
  );
}

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; resetKey: string };

/** Catches a failed chunk or page; moving to another path clears it. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
