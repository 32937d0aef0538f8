import { describe, expect, it } from 'vitest';
import { habitCheckInPath } from './habit-tracking';
import { progressSubmitPath } from './progress-tracking';
import {
  appRoutes,
  breadcrumbsFor,
  buildPath,
  findRoute,
  landingRouteFor,
  matchPath,
  moduleLanding,
  routeTitle,
  shouldClearFolderState,
  titleFromSlug,
} from './routes';

describe('appRoutes', () => {
  it('has unique names and unique paths', () => {
    const names = appRoutes.map((r) => r.name);
    const paths = appRoutes.map((r) => r.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('points parents, grandparents and landing routes at existing routes', () => {
    for (const route of appRoutes) {
      if (route.parent) expect(() => findRoute(route.parent ?? '')).not.toThrow();
      if (route.grandparent) expect(() => findRoute(route.grandparent ?? '')).not.toThrow();
    }
    for (const name of Object.values(moduleLanding)) expect(() => findRoute(name)).not.toThrow();
  });

  it('keeps the spec paths of 000 §2.1', () => {
    expect(findRoute('Index').path).toBe('/');
    expect(findRoute('Reset').path).toBe('/password/:token/reset');
    expect(findRoute('Suspended').path).toBe('/account-suspended');
    expect(findRoute('TemplatesIndex').path).toBe('/template');
    expect(findRoute('OnboardingIndex').path).toBe('/scenarios');
    expect(findRoute('SamcartOrderSuccess').path).toBe('/samcart/:order/success/:email');
    expect(findRoute('MemberIDDashboard').path).toBe('/member-id/:id/:access_code');
    // The personal links reminders carry open these pages.
    expect(findRoute('ProgressCheckIn').path).toBe(progressSubmitPath);
    expect(findRoute('HabitCheckIn').path).toBe(habitCheckInPath);
  });

  it('marks exactly the login and registration pages of guard rule 1', () => {
    const authPages = appRoutes.filter((r) => r.authPage).map((r) => r.name);
    expect(authPages.sort()).toEqual(
      [
        'Login',
        'Forgot',
        'Index',
        'Register',
        'VerifyAccount',
        'VerifyBusiness',
        'RegisterNewEmail',
        'RegisterNewPhone',
        'VerifyPhone',
        'SelectPlan',
        'RegistrationFinish',
        'MemberIDDashboard',
        'RecoveryPageDashboard',
      ].sort(),
    );
  });

  it('needs an active account only together with login', () => {
    for (const route of appRoutes) if (route.active) expect(route.login).toBe(true);
  });

  it('gives areas per 000 §6 and the checkout flag to every checkout route', () => {
    expect(findRoute('AdminSettings').area).toBe('admin-settings');
    expect(findRoute('AccountBilling').area).toBe('admin-settings');
    expect(findRoute('AccountDowngrade').area).toBe('admin-settings');
    expect(findRoute('ContactIndex').area).toBe('contacts-center');
    expect(findRoute('FormEdit').area).toBe('forms');
    const checkout = appRoutes.filter((r) => r.path.startsWith('/checkout'));
    expect(checkout).toHaveLength(6);
    for (const route of checkout) {
      expect(route.area).toBe('checkouts');
      expect(route.checkout).toBe(true);
    }
  });

  it('groups Coaching, Admin and Marketing routes', () => {
    expect(findRoute('OnboardingIndex').group).toBe('Coaching');
    expect(findRoute('WorkoutIndex').group).toBe('Coaching');
    expect(findRoute('TagIndex').group).toBe('Admin');
    expect(findRoute('OptinIndex').group).toBe('Marketing');
  });

  it('has the redirect-only routes of 000 §2.2 as public', () => {
    const redirectOnly = appRoutes.filter((r) => r.redirectOnly);
    expect(redirectOnly.map((r) => r.name).sort()).toEqual(
      ['AutoLogin', 'DeveloperLogin', 'PlaybookAnswerQuestion', 'Referral'].sort(),
    );
    for (const route of redirectOnly) expect(route.login).toBe(false);
  });
});

describe('findRoute', () => {
  it('throws on an unknown name', () => {
    expect(() => findRoute('Nowhere')).toThrow('Unknown route: Nowhere');
  });
});

describe('matchPath', () => {
  it('matches static paths, ignoring a trailing slash, query and case', () => {
    expect(matchPath('/contacts')?.route.name).toBe('ContactIndex');
    expect(matchPath('/contacts/')?.route.name).toBe('ContactIndex');
    expect(matchPath('/Contacts?tab=leads')?.route.name).toBe('ContactIndex');
    expect(matchPath('/')?.route.name).toBe('Index');
  });

  it('extracts decoded params', () => {
    expect(matchPath('/contact/42/profile')).toEqual({
      route: findRoute('ContactProfile'),
      params: { id: '42' },
    });
    expect(matchPath('/samcart/9/success/a%40b.test')?.params).toEqual({
      order: '9',
      email: 'a@b.test',
    });
  });

  it('prefers a static segment over a param', () => {
    expect(matchPath('/success-center/flow-details/intro')?.route.name).toBe(
      'SuccessCenterFlowDetails',
    );
    expect(matchPath('/success-center/marketplace-details/intro')?.route.name).toBe(
      'SuccessCenterMarketplaceDetails',
    );
    expect(matchPath('/success-center/feature-tutorials/intro')?.route.name).toBe(
      'SuccessCenterCategory',
    );
    expect(matchPath('/playbook/3/auto-login')?.route.name).toBe('PlaybookAnswerQuestion');
  });

  it('matches both Message Center paths', () => {
    expect(matchPath('/sms-center')?.route.title).toBe('Message Center');
    expect(matchPath('/message-center')?.route.title).toBe('Message Center');
  });

  it('returns null for an unknown path', () => {
    expect(matchPath('/nope')).toBeNull();
    expect(matchPath('/contact/1')).toBeNull();
  });
});

describe('buildPath', () => {
  it('fills params and encodes them', () => {
    expect(buildPath('ContactProfile', { id: 5 })).toBe('/contact/5/profile');
    expect(buildPath('Reset', { token: 'a/b' })).toBe('/password/a%2Fb/reset');
  });

  it('adds the query, skipping undefined values', () => {
    expect(buildPath('AccountBilling', {}, { tab: 'plans', x: undefined })).toBe(
      '/account-billing?tab=plans',
    );
  });

  it('throws when a param is missing', () => {
    expect(() => buildPath('ContactProfile')).toThrow('needs the param id');
  });

  it('round-trips with matchPath for every route', () => {
    for (const route of appRoutes) {
      const params = Object.fromEntries(
        [...route.path.matchAll(/:([A-Za-z_]+)/g)].map(([, key]) => [key ?? '', `v-${key}`]),
      );
      const path = buildPath(route.name, params);
      expect(matchPath(path)?.route.name).toBe(route.name);
    }
  });
});

describe('landingRouteFor', () => {
  it('maps each module of 000 §2.3', () => {
    expect(landingRouteFor('admin-settings')).toBe('AdminSettings');
    expect(landingRouteFor('contacts')).toBe('ContactIndex');
    expect(landingRouteFor('sms-center')).toBe('SmsCenterIndex');
    expect(landingRouteFor('templates')).toBe('TemplatesIndex');
    expect(Object.keys(moduleLanding)).toHaveLength(19);
  });

  it('sends any other module to AppsIndex', () => {
    expect(landingRouteFor('funnels')).toBe('AppsIndex');
    expect(landingRouteFor('toString')).toBe('AppsIndex');
    expect(landingRouteFor('')).toBe('AppsIndex');
    expect(landingRouteFor(null)).toBe('AppsIndex');
    expect(landingRouteFor(undefined)).toBe('AppsIndex');
  });
});

describe('titles and breadcrumbs', () => {
  it('title-cases slugs', () => {
    expect(titleFromSlug('feature-tutorials')).toBe('Feature Tutorials');
  });

  it('takes the page title from the slug param when the route has one', () => {
    expect(routeTitle(findRoute('SuccessCenterTopic'), { topic: 'content-hub' })).toBe(
      'Content Hub',
    );
    expect(routeTitle(findRoute('ContactIndex'))).toBe('Contacts');
  });

  it('builds parent then self', () => {
    expect(breadcrumbsFor('ContactProfile', { id: 8 })).toEqual([
      { title: 'Contacts', path: '/contacts' },
      { title: 'Contact Profile', path: '/contact/8/profile' },
    ]);
  });

  it('builds grandparent, the feature-tutorials tab, then the category', () => {
    expect(
      breadcrumbsFor('SuccessCenterCategory', { topic: 'feature-tutorials', category: 'tags' }),
    ).toEqual([
      { title: 'Success Center', path: '/success-center' },
      { title: 'Feature Tutorials', path: '/success-center/feature-tutorials' },
      { title: 'Tags', path: '/success-center/feature-tutorials/tags' },
    ]);
  });

  it('uses implementation-training and content-hub as the parent tabs of detail pages', () => {
    expect(breadcrumbsFor('SuccessCenterFlowDetails', { category: 'week-one' })[1]).toEqual({
      title: 'Implementation Training',
      path: '/success-center/implementation-training',
    });
    expect(breadcrumbsFor('SuccessCenterMarketplaceDetails', { category: 'x' })[1]).toEqual({
      title: 'Content Hub',
      path: '/success-center/content-hub',
    });
  });

  it('is just the route for a top-level page', () => {
    expect(breadcrumbsFor('Home')).toEqual([{ title: 'Home', path: '/home' }]);
  });
});

describe('shouldClearFolderState', () => {
  it('clears when moving to a different folder module', () => {
    expect(shouldClearFolderState('pages', findRoute('PlaybookIndex'))).toBe(true);
  });

  it('keeps the state within one module, on first visit and on non-folder routes', () => {
    expect(shouldClearFolderState('playbooks', findRoute('PlaybookEdit'))).toBe(false);
    expect(shouldClearFolderState(null, findRoute('PlaybookIndex'))).toBe(false);
    expect(shouldClearFolderState('pages', findRoute('ContactIndex'))).toBe(false);
    expect(shouldClearFolderState('pages', null)).toBe(false);
  });
});
