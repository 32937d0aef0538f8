import type { Share } from '@coachline/contract/sharing';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { ImportShareDialog } from './ImportShareDialog';
import { ShareDialog } from './ShareDialog';

configure({ asyncUtilTimeout: 5000 });

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

const share: Share = {
  id: 4,
  asset_type: 'forms',
  asset_id: 7,
  title: 'Intake',
  thumbnail: null,
  permission: 'limited',
  share_link: 'http://localhost:3000/forms?import=tok',
  imports_count: 0,
  created_at: '2026-01-05T10:00:00.000Z',
};

function serve(answer: (url: string, body: unknown) => unknown) {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      requests.push({ url, body });
      const answered = answer(url, body);
      return answered instanceof Response ? answered : new Response(JSON.stringify(answered));
    }),
  );
  return requests;
}

const renderIn = (node: React.ReactNode, session = buildSession()) => {
  seedSignedIn(session);
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    </MantineProvider>,
  );
};

describe('ShareDialog', () => {
  it('shows the link and the short link, and changes who may import', async () => {
    const requests = serve((url, body) => {
      if (url.includes('asset/get-short-url'))
        return { status: 1, url: 'http://localhost:3000/s/abc' };
      if (url.includes('asset/update-permission'))
        return {
          status: 1,
          message: 'Share permission has been updated successfully!',
          share: { ...share, ...(body as object) },
        };
      return { status: 1, share };
    });
    renderIn(<ShareDialog asset={{ type: 'forms', id: 7, title: 'Intake' }} onClose={() => {}} />);
    expect(await screen.findByDisplayValue(share.share_link)).toBeTruthy();
    expect(await screen.findByDisplayValue('http://localhost:3000/s/abc')).toBeTruthy();
    expect(screen.getByText(/Only the locations of your organization/)).toBeTruthy();
    expect(requests[0]!.url).toContain('asset/generate-share-link?type=forms&id=7');

    fireEvent.click(screen.getByText('Unlimited'));
    await waitFor(() =>
      expect(requests.find((r) => r.url.includes('update-permission'))?.body).toEqual({
        id: 4,
        permission: 'unlimited',
      }),
    );
  });
  it('shows who may import, without the switch, to a user who may not update the area', async () => {
    serve((url) =>
      url.includes('asset/get-short-url')
        ? { status: 1, url: 'http://localhost:3000/s/abc' }
        : { status: 1, share },
    );
    renderIn(
      <ShareDialog asset={{ type: 'forms', id: 7, title: 'Intake' }} onClose={() => {}} />,
      buildSession(
        { company_id: 1, is_organization_owner: false, user_type: 'company_user' },
        { forms: { view: true } },
      ),
    );
    expect(await screen.findByDisplayValue(share.share_link)).toBeTruthy();
    expect(screen.getByText('Limited')).toBeTruthy();
    expect(screen.queryByText('Unlimited')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('CopyToLocations', () => {
  it('copies the asset from the primary account into the locations chosen', async () => {
    const requests = serve((url, body) =>
      url.includes('organization/share-to-location')
        ? { status: 1, message: 'The form has been copied to 1 location.', imports: [] }
        : url.includes('asset/get-short-url')
          ? { status: 1, url: 'http://localhost:3000/s/abc' }
          : { status: 1, share, body },
    );
    const session = buildSession();
    session.locations = [
      ...session.locations,
      { id: 2, businessname: 'Uptown', is_primary: false, is_suspended: false },
    ];
    renderIn(
      <ShareDialog asset={{ type: 'forms', id: 7, title: 'Intake' }} onClose={() => {}} />,
      session,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Uptown' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy to locations' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.includes('share-to-location'))?.body).toEqual({
        type: 'forms',
        asset_ids: [7],
        location_ids: [2],
      }),
    );
  });

  it('is not offered in a location, only in the primary account', async () => {
    serve(() => ({ status: 1, share }));
    const session = buildSession();
    const uptown = { id: 2, businessname: 'Uptown', is_primary: false, is_suspended: false };
    session.locations = [...session.locations, uptown];
    session.accessed = uptown;
    renderIn(
      <ShareDialog asset={{ type: 'forms', id: 7, title: 'Intake' }} onClose={() => {}} />,
      session,
    );
    expect(await screen.findByDisplayValue(share.share_link)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy to locations' })).toBeNull();
  });
});

describe('ImportShareDialog', () => {
  it('sends the link and shows the server’s refusal on the field', async () => {
    const requests = serve(
      () =>
        new Response(
          JSON.stringify({
            message: 'This asset is shared with the locations of its organization only.',
            errors: { link: ['This asset is shared with the locations of its organization only.'] },
          }),
          { status: 422 },
        ),
    );
    renderIn(<ImportShareDialog opened link="tok" invalidates={[]} onClose={() => {}} />);
    const field = await screen.findByRole('textbox', { name: 'Share link' });
    expect((field as HTMLInputElement).value).toBe('tok');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findAllByText(
        'This asset is shared with the locations of its organization only.',
      ),
    ).not.toHaveLength(0);
    expect(requests[0]!.body).toEqual({ link: 'tok' });
  });
});
