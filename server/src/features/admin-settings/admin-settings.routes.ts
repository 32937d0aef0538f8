import { adminSettingEndpoints as api } from '@coachline/contract/admin-settings';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as settings from './admin-settings.service';

export const adminSettingsRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.accountSetting, ({ ctx, params }) =>
      settings.accountSetting(deps, ctx, params.account),
    ),
    handle(api.updateAccountSetting, ({ ctx, params, body }) =>
      settings.updateAccountSetting(deps, ctx, params.account, body),
    ),
    handle(api.portalSetting, ({ ctx, params }) =>
      settings.portalSetting(deps, ctx, params.account),
    ),
    handle(api.updatePortalSetting, ({ ctx, params, body }) =>
      settings.updatePortalSetting(deps, ctx, params.account, body),
    ),
    handle(api.confirmOptin, ({ ctx }) => settings.confirmOptin(deps, ctx)),
    handle(api.updateConfirmOptin, ({ ctx, body }) => settings.updateConfirmOptin(deps, ctx, body)),
    handle(api.accessKey, ({ ctx }) => settings.accessKey(deps, ctx)),
    handle(api.sendAccessKey, ({ ctx }) => settings.sendAccessKey(deps, ctx)),
    handle(api.updateWhiteLabel, ({ ctx, body }) =>
      settings.updateWhiteLabel(deps, ctx, body.white_label),
    ),
    handle(api.updateContactProfileSetting, ({ ctx, body }) =>
      settings.updateContactProfileSetting(deps, ctx, body.contact_profile_setting),
    ),
    handle(api.teaseSettings, ({ ctx }) => settings.teaseSettings(deps, ctx)),
    handle(api.updateTeaseSetting, ({ ctx, params, body }) =>
      settings.updateTeaseSetting(deps, ctx, params.tease_setting, body),
    ),
    handle(api.enableTeaseSetting, ({ ctx, params, body }) =>
      settings.enableTeaseSetting(deps, ctx, params.tease_setting, body.enabled),
    ),
    handle(api.landingToken, ({ ctx }) => settings.landingToken(deps, ctx)),
    handle(api.generateLandingToken, ({ ctx }) => settings.generateLandingToken(deps, ctx)),
  ]);
