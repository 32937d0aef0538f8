import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { classifyFailure } from '../../../api/failures';
import { polyfillBrowser } from '../../../test/fixtures';
import { AutosaveText, ReadOnlyValue } from './AutosaveField';

beforeAll(polyfillBrowser);
afterEach(cleanup);

const taken = 'The email has already been taken.';
const refusal = () => {
  const body = { message: taken, errors: { email: [taken] } };
  return new ApiError(422, body, classifyFailure(422, body), true);
};

function renderField(save: (value: string) => Promise<unknown>, check?: (v: string) => string) {
  render(
    <MantineProvider>
      <AutosaveText label="Email" name="email" value="ada@example.test" save={save} check={check} />
    </MantineProvider>,
  );
  return screen.getByLabelText('Email');
}

describe('AutosaveText', () => {
  it('saves a changed value when left and says Saved; an unchanged one is not sent', async () => {
    const save = vi.fn().mockResolvedValue({});
    const input = renderField(save);
    fireEvent.blur(input);
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' ada@new.test ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(save).toHaveBeenCalledWith('ada@new.test');
    expect((await screen.findByRole('status')).textContent).toContain('Saved');
  });

  it('shows a 422 message once, under the field', async () => {
    const input = renderField(() => Promise.reject(refusal()));
    fireEvent.change(input, { target: { value: 'bob@example.test' } });
    fireEvent.blur(input);
    await screen.findByText(taken);
    expect(screen.getAllByText(taken)).toHaveLength(1);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses what the rule refuses without sending it', () => {
    const save = vi.fn();
    const input = renderField(save, () => 'must be a valid email');
    fireEvent.change(input, { target: { value: 'nope' } });
    fireEvent.blur(input);
    expect(save).not.toHaveBeenCalled();
    expect(screen.getAllByText('must be a valid email')).toHaveLength(1);
  });
});

describe('ReadOnlyValue', () => {
  it('shows the value as text, and a dash for none: no input at all', () => {
    render(
      <MantineProvider>
        <ReadOnlyValue label="Phone" value={null} />
        <ReadOnlyValue label="Email" value="ada@example.test" />
      </MantineProvider>,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getAllByText('ada@example.test')).toHaveLength(1);
    expect(screen.getAllByText('—')).toHaveLength(1);
  });
});
