import { birthdayEndpoints as api } from '@coachline/contract/birthdays';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as birthdays from './birthdays.service';

export const birthdaysRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.getSetting, ({ ctx }) => birthdays.getSetting(deps, ctx)),
    handle(api.updateSetting, ({ ctx, body }) => birthdays.updateSetting(deps, ctx, body)),
    handle(api.upcoming, ({ ctx, query }) => birthdays.upcoming(deps, ctx, query.days)),
    handle(api.celebrate, ({ ctx, body }) => birthdays.celebrate(deps, ctx, body)),
  ]);
