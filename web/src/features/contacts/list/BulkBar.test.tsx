import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Abilities } from '../../../app/abilities';
import { polyfillBrowser } from '../../../test/fixtures';
import { contactAbilitiesOf } from '../abilities';
import { BulkBar } from './BulkBar';

beforeAll(polyfillBrowser);
afterEach(cleanup);

const editor: Abilities = { view: true, create: true, update: true, delete: false, assign: false };

function renderBar(
  abilities: Abilities,
  compact = false,
  runs: { journeys?: boolean; sequences?: boolean } = {},
) {
  render(
    <MantineProvider>
      <BulkBar
        count={2}
        matching={false}
        total={2}
        estimated={false}
        canSelectAllMatching={false}
        abilities={contactAbilitiesOf(abilities)}
        canMerge
        canRunJourneys={runs.journeys ?? false}
        canRunSequences={runs.sequences ?? false}
        hasOtherLocations={false}
        exporting={false}
        compact={compact}
        onSelectAllMatching={() => undefined}
        onClear={() => undefined}
        onAction={() => undefined}
        onDelete={() => undefined}
        onExport={() => undefined}
      />
    </MantineProvider>,
  );
}

describe('the bulk bar (001 §6)', () => {
  it('hides Merge from a user who may update but not delete contacts', () => {
    renderBar(editor);
    expect(screen.getByRole('button', { name: 'Change status' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Merge' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('offers Merge to a user who may update and delete contacts', () => {
    renderBar({ ...editor, delete: true });
    expect(screen.getByRole('button', { name: 'Merge' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('on a phone is one line: the count, one Actions menu and Clear selection', () => {
    renderBar({ ...editor, delete: true }, true);
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar.querySelectorAll('button')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Actions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear selection' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Merge' })).toBeNull();
  });

  it('offers to start and stop journeys only to users who may run them', async () => {
    renderBar(editor, false, { journeys: true });
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Start journey')).toBeTruthy();
    expect(within(menu).getByText('Stop journey')).toBeTruthy();
    expect(within(menu).queryByText('Add to sequence')).toBeNull();
    cleanup();
    renderBar(editor);
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const other = await screen.findByRole('menu');
    expect(within(other).getByText('Add to task')).toBeTruthy();
    expect(within(other).queryByText('Start journey')).toBeNull();
  });

  it('offers to add to and remove from sequences only to users who may change them', async () => {
    renderBar(editor, false, { sequences: true });
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Add to sequence')).toBeTruthy();
    expect(within(menu).getByText('Remove from sequence')).toBeTruthy();
    expect(within(menu).queryByText('Start journey')).toBeNull();
  });

  it('offers to add to and remove from pipelines to users who may update contacts', async () => {
    renderBar(editor);
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Add to pipeline')).toBeTruthy();
    expect(within(menu).getByText('Remove from pipeline')).toBeTruthy();
  });
});
