import { type Signature, signatureDefaults } from '@coachline/contract/signatures';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn, stubApi } from '../../test/fixtures';
import { SignatureEditPage } from './SignatureEditPage';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const saved: Signature = {
  ...signatureDefaults,
  id: 7,
  full_name: 'Ada Coach',
  phone: '+1 212 555 0123',
  slogan: 'Stronger every week',
  has_ig: true,
  ig_url: 'https://instagram.com/irongym',
  is_default: true,
  updated_at: '2026-01-05T10:00:00.000Z',
};

function renderAt(path: string) {
  seedSignedIn(buildSession());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/signature/new" element={<SignatureEditPage />} />
            <Route path="/signature/:signature/edit" element={<SignatureEditPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const preview = () => screen.getByRole('region', { name: 'Signature preview' });

describe('the signature designer', () => {
  it('shows every change in the live preview as it is typed or switched', async () => {
    stubApi({});
    renderAt('/signature/new');
    fireEvent.change(screen.getByRole('textbox', { name: 'Full name' }), {
      target: { value: 'Bo <Trainer>' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), {
      target: { value: '555 0100' },
    });
    expect(within(preview()).getByText('Bo <Trainer>')).toBeTruthy();
    expect(within(preview()).getByRole('link', { name: '555 0100' }).getAttribute('href')).toBe(
      'tel:5550100',
    );
    expect(preview().innerHTML).not.toContain('<Trainer>');

    fireEvent.click(screen.getByRole('switch', { name: 'Show phone' }));
    expect(within(preview()).queryByRole('link', { name: '555 0100' })).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Abbreviate labels' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show facebook' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Facebook' }), {
      target: { value: 'https://facebook.com/bo' },
    });
    expect(within(preview()).getByRole('link', { name: 'FB' }).getAttribute('href')).toBe(
      'https://facebook.com/bo',
    );

    fireEvent.change(screen.getByRole('textbox', { name: 'Bar colour' }), {
      target: { value: '#AA0000' },
    });
    expect(preview().innerHTML).toContain('background-color:#AA0000');
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
  });

  it('loads a saved signature into the form and its preview', async () => {
    stubApi({
      'signature/list': { status: 1, signatures: [saved], default: 7, apply_to_all: true },
    });
    renderAt('/signature/7/edit');
    const name = await screen.findByDisplayValue('Ada Coach');
    expect(name.getAttribute('name')).toBe('full_name');
    expect(within(preview()).getByText('Stronger every week')).toBeTruthy();
    expect(within(preview()).getByRole('link', { name: 'Instagram' })).toBeTruthy();
    expect(
      (screen.getByRole('switch', { name: 'Also on automated emails' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('All changes saved');
  });

  it('checks the fields with the contract before saving', async () => {
    stubApi({});
    renderAt('/signature/new');
    fireEvent.change(screen.getByRole('textbox', { name: 'Website' }), {
      target: { value: 'irongym' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save signature' }));
    expect(await screen.findByText('The full name field is required')).toBeTruthy();
    expect(
      await screen.findByText('Enter a web address starting with http:// or https://'),
    ).toBeTruthy();
  });
});
