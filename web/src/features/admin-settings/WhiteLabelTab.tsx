import { can } from '@coachline/contract/permissions';
import { Switch } from '@mantine/core';
import { permissionSubjectOf } from '../../app/abilities';
import { useRefreshedSession } from '../session/sessionQuery';
import { useUpdateWhiteLabel } from './queries';
import { SettingsCard } from './SettingsCard';

// Admin Settings › White label (000 §7.3 user/update-white-label): the organization's.

/** The White label tab of Admin Settings. */
export function WhiteLabelTab() {
  const session = useRefreshedSession();
  const update = useUpdateWhiteLabel();
  if (!session) return null;
  const { user } = session;
  // The whole organization's branding: never a company location user's to change.
  const mayChange =
    !user.is_company_location && can(permissionSubjectOf(session), 'update', 'admin-settings');
  return (
    <SettingsCard
      title="White label"
      description="Your brand only: client portal, public pages and emails to contacts carry no Coachline branding."
    >
      <Switch
        label="White label"
        description="Applies to every location of the organization."
        checked={update.isPending ? Boolean(update.variables) : user.white_label}
        disabled={!mayChange || update.isPending}
        onChange={(e) => update.mutate(e.currentTarget.checked)}
      />
    </SettingsCard>
  );
}
