import { describe, expect, it } from 'vitest';
import { announceVersion, useUi } from './uiState';

describe('app-version announcements', () => {
  it('takes the first version as the running one and flags a different later one', () => {
    announceVersion('1.0.0');
    expect(useUi.getState().newVersion).toBeNull();
    announceVersion('1.0.0');
    expect(useUi.getState().newVersion).toBeNull();
    announceVersion('1.1.0');
    expect(useUi.getState().newVersion).toBe('1.1.0');
  });
});
