import type { ActivitySource } from '../../platform/activity';
import { importActivitySource } from '../contact-import/contact-import.service';
import { inboundActivitySource } from '../integrations/integrations.service';
import { addressActivitySource, sendActivitySource } from '../messaging/messaging.service';

/**
 * Every area's activity: a new area (broadcasts, portal chat, forms) lends a source of its
 * own, a query over a table it keeps anyway, and adds it here with one line.
 */
export const activitySources: readonly ActivitySource[] = [
  sendActivitySource,
  addressActivitySource,
  inboundActivitySource,
  importActivitySource,
];
