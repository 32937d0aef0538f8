import { beforeEach, describe, expect, it } from 'vitest';
import { useFolderState } from './folderState';
import {
  clearSession,
  currentAuth,
  selectIsAccountActive,
  signIn,
  swapAccess,
  twoFactorVerified,
  useSession,
} from './session';

const login = {
  status: 1 as const,
  access_token: 'tok-1',
  is_2fa_enabled: true,
  hibernated: false,
  is_account_active: true,
  is_account_suspended: false,
  module: 'contacts',
  accessed_location_id: 4,
  company_admin_id: 0,
};

beforeEach(() => {
  localStorage.clear();
  clearSession();
});

describe('session store (000 §3, §4.5)', () => {
  it('a sign-in stores the token object under authToken and the logged-in flag', () => {
    signIn(login);
    const s = useSession.getState();
    expect(s.isUserLoggedIn).toBe(true);
    expect(s.is2FAEnabled).toBe(true);
    expect(s.is2FAVerified).toBe(false);
    expect(selectIsAccountActive(s)).toBe(true);
    expect(JSON.parse(localStorage.getItem('authToken') ?? '')).toEqual({
      access_token: 'tok-1',
      accessed_location_id: 4,
      company_admin_id: 0,
    });
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(currentAuth()?.access_token).toBe('tok-1');
  });

  it('logout clears the token, membership, flag, checkout token and saved contact params', () => {
    signIn(login);
    localStorage.setItem(
      'membership',
      '{"contacts_space":10,"contacts_count":1,"contacts_used":10}',
    );
    localStorage.setItem('checkoutToken', 'c');
    localStorage.setItem('contactParams', '{}');
    clearSession();
    for (const key of ['authToken', 'membership', 'isLoggedIn', 'checkoutToken', 'contactParams']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(useSession.getState().loggedOutAt).toBeGreaterThan(0);
    expect(useSession.getState().isUserLoggedIn).toBe(false);
  });

  it('logout and a switch forget the remembered folders: their ids are the account left', () => {
    const place = { folderId: 5, isArchived: false, breadcrumb: [{ id: 5, title: 'Intake' }] };
    useFolderState.setState({ lastModule: 'files', places: { files: place } });
    clearSession();
    expect(useFolderState.getState().places).toEqual({});
    useFolderState.setState({ lastModule: 'templates', places: { templates: place } });
    swapAccess({ status: 1, access_token: 'tok-2', accessed_location_id: 9, company_admin_id: 1 });
    expect(useFolderState.getState()).toEqual({ lastModule: null, places: {} });
    expect(JSON.parse(localStorage.getItem('folderState') ?? '{}').places).toEqual({});
  });

  it('switching account swaps the token and both headers', () => {
    signIn(login);
    swapAccess({ status: 1, access_token: 'tok-2', accessed_location_id: 9, company_admin_id: 1 });
    expect(currentAuth()).toEqual({
      access_token: 'tok-2',
      accessed_location_id: 9,
      company_admin_id: 1,
    });
  });
});

describe('two-factor verification', () => {
  it('keeps the current token when the answer carries none', () => {
    signIn(login);
    twoFactorVerified({ ...login, access_token: '', is_2fa_enabled: false });
    const s = useSession.getState();
    expect(s.auth?.access_token).toBe('tok-1');
    expect(s.is2FAEnabled && s.is2FAVerified).toBe(true);
  });
});
