import { useRefreshedSession } from '../../features/session/sessionQuery';
import { useUi } from '../uiState';

/** Tooltips show when the tips switch is on; until it is used, the user's has_tooltip. */
export function useTipsEnabled(): boolean {
  const chosen = useUi((s) => s.tips);
  const fromUser = useRefreshedSession()?.user.has_tooltip ?? true;
  return chosen ?? fromUser;
}
