import { contactEndpoints } from './contacts';
import type { Endpoint } from './endpoint';
import { journeyEndpoints } from './journeys';
import { tagEndpoints } from './tags';
import { taskEndpoints } from './tasks';

// The automation API (issue 15 §6): what an account API token (`integration/generate-zapier-
// token`) may call, for automation platforms such as Zapier: find, make and tag contacts, start
// and stop them on journeys, and make tasks. The token acts as the location's owner in that
// location alone; any other call answers 403.

export const automationApiEndpoints: readonly Endpoint[] = [
  contactEndpoints.list,
  contactEndpoints.fetch,
  contactEndpoints.save,
  tagEndpoints.list,
  tagEndpoints.addToContacts,
  tagEndpoints.removeFromContacts,
  journeyEndpoints.listAll,
  journeyEndpoints.start,
  journeyEndpoints.terminate,
  taskEndpoints.create,
];

/** An API token is told from a session token by its prefix. */
export const apiTokenPrefix = 'cl_api_';
