import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { polyfillBrowser } from '../../test/fixtures';
import { ImageField } from './ImageField';

beforeAll(polyfillBrowser);
afterEach(cleanup);

type Settings = { thumbnail: string | null };

function Settings(props: { initial: string | null; onValues: (values: Settings) => void }) {
  const form = useForm<Settings>({ defaultValues: { thumbnail: props.initial } });
  return (
    <form>
      <ImageField control={form.control} name="thumbnail" size="1200x700" label="Thumbnail" />
      <output aria-label="Dirty">{String(form.formState.isDirty)}</output>
      <button type="button" onClick={() => props.onValues(form.getValues())}>
        Read
      </button>
    </form>
  );
}

const renderField = (initial: string | null) => {
  let values: Settings = { thumbnail: initial };
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <Settings
          initial={initial}
          onValues={(v) => {
            values = v;
          }}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return () => {
    fireEvent.click(screen.getByRole('button', { name: 'Read' }));
    return values;
  };
};

describe('ImageField', () => {
  it('offers to remove the image it holds, which leaves the field empty and dirty', () => {
    const read = renderField('/uploads/media/1/thumb.png');
    fireEvent.click(screen.getByRole('button', { name: 'Remove thumbnail' }));
    expect(read()).toEqual({ thumbnail: null });
    expect(screen.getByLabelText('Dirty').textContent).toBe('true');
    expect(screen.queryByRole('button', { name: 'Remove thumbnail' })).toBeNull();
  });

  it('has nothing to remove when empty, and the uploader to choose one', () => {
    renderField(null);
    expect(screen.queryByRole('button', { name: 'Remove thumbnail' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose thumbnail' })).toBeTruthy();
  });
});
