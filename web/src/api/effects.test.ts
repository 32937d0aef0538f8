import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../app/session';
import { applyFailure } from './effects';

const spy = vi.hoisted(() => ({
  goTo: vi.fn(),
  goToPath: vi.fn(),
  reloadPage: vi.fn(),
  toastError: vi.fn(),
  sessionExpired: vi.fn(),
  alreadyRegistered: vi.fn(),
  limitExceeded: vi.fn(),
}));

vi.mock('../app/navigation', () => ({
  goTo: spy.goTo,
  goToPath: spy.goToPath,
  reloadPage: spy.reloadPage,
}));
vi.mock('../ui/toast', () => ({ toastError: spy.toastError }));
vi.mock('../ui/dialogs', () => ({
  openSessionExpired: spy.sessionExpired,
  openAlreadyRegistered: spy.alreadyRegistered,
  openLimitExceeded: spy.limitExceeded,
}));

function signedIn(loggedOutAt: number | null) {
  useSession.setState({
    auth: { access_token: 't', accessed_location_id: 1, company_admin_id: 0 },
    isUserLoggedIn: true,
    isAccountAcitve: true,
    loggedOutAt,
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

describe('applyFailure (000 §8)', () => {
  it('401: logs out, resets state, goes to Login and says the session expired', () => {
    signedIn(null);
    applyFailure({ kind: 'unauthorized' });
    const s = useSession.getState();
    expect(s.isUserLoggedIn).toBe(false);
    expect(s.auth).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(spy.goTo).toHaveBeenCalledWith('Login', undefined, undefined, true);
    expect(spy.sessionExpired).toHaveBeenCalledWith(spy.reloadPage);
  });

  it('401 within 2 minutes of the last logout: no dialog', () => {
    signedIn(Date.now() - 60_000);
    applyFailure({ kind: 'unauthorized' });
    expect(spy.goTo).toHaveBeenCalledWith('Login', undefined, undefined, true);
    expect(spy.sessionExpired).not.toHaveBeenCalled();
  });

  it('401 more than 2 minutes after the last logout: the dialog again', () => {
    signedIn(Date.now() - 121_000);
    applyFailure({ kind: 'unauthorized' });
    expect(spy.sessionExpired).toHaveBeenCalledOnce();
  });

  it('403 with email_exists: the already-registered dialog whose Login goes to Login', () => {
    applyFailure({ kind: 'already-registered', email: 'a@b.co' });
    expect(spy.alreadyRegistered).toHaveBeenCalledWith('a@b.co', expect.any(Function));
    const onLogin = spy.alreadyRegistered.mock.calls[0]?.[1] as () => void;
    onLogin();
    expect(spy.goTo).toHaveBeenCalledWith('Login');
  });

  it('other 403: Error-403 and no toast', () => {
    applyFailure({ kind: 'forbidden' });
    expect(spy.goTo).toHaveBeenCalledWith('Error-403', undefined, undefined, true);
    expect(spy.toastError).not.toHaveBeenCalled();
  });

  it('422 field errors: the shared toast', () => {
    applyFailure({
      kind: 'field-errors',
      fieldErrors: { email: 'bad' },
      toast: 'Unable to submit form, Please correct all the errors!',
    });
    expect(spy.toastError).toHaveBeenCalledWith(
      'Unable to submit form, Please correct all the errors!',
    );
  });

  it('422 limit_exceed: the dialog; CHANGE PLAN opens billing plans', () => {
    applyFailure({ kind: 'limit-exceeded', message: 'Limit reached' });
    expect(spy.limitExceeded).toHaveBeenCalledWith('Limit reached', expect.any(Function));
    const onChangePlan = spy.limitExceeded.mock.calls[0]?.[1] as () => void;
    onChangePlan();
    expect(spy.goToPath).toHaveBeenCalledWith('/account-billing?tab=plans');
  });

  it('messages and the generic failure are error toasts', () => {
    applyFailure({ kind: 'message', message: 'Your subscription has ended' });
    applyFailure({
      kind: 'generic',
      message: 'We are unable to process your request, Please try again!',
    });
    expect(spy.toastError.mock.calls).toEqual([
      ['Your subscription has ended'],
      ['We are unable to process your request, Please try again!'],
    ]);
  });
});
