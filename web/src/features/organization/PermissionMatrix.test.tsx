import { permissionActions, permissionAreas } from '@coachline/contract/permissions';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { polyfillBrowser } from '../../test/fixtures';
import { PermissionMatrix } from './PermissionMatrix';
import type { Grants } from './permissionGrid';

beforeAll(polyfillBrowser);
afterEach(cleanup);

let latest: Grants = {};
function Harness(props: {
  initial?: Grants;
  grantable?: (area: string, action: string) => boolean;
}) {
  const [value, setValue] = useState<Grants>(props.initial ?? {});
  latest = value;
  return (
    <MantineProvider>
      <PermissionMatrix
        value={value}
        onChange={setValue}
        grantable={props.grantable ?? (() => true)}
      />
    </MantineProvider>
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('PermissionMatrix', () => {
  it('has one named, focusable checkbox per area and action', () => {
    render(<Harness />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(
      permissionAreas.length * permissionActions.length,
    );
    const update = box('Update Contacts center');
    expect(update.tagName).toBe('INPUT');
    update.focus();
    expect(document.activeElement).toBe(update);
    expect(screen.getByRole('table', { name: 'Permissions by area' })).toBeTruthy();
  });

  it('checks view with any other action and takes the area away with view', () => {
    render(<Harness />);
    fireEvent.click(box('Delete Tags'));
    expect(box('View Tags').checked).toBe(true);
    expect(box('Delete Tags').checked).toBe(true);
    expect(latest).toEqual({ tags: { view: true, delete: true } });
    fireEvent.click(box('View Tags'));
    expect(box('Delete Tags').checked).toBe(false);
    expect(latest).toEqual({});
  });

  it('disables what the editor does not hold', () => {
    render(<Harness grantable={(area) => area === 'tags'} />);
    expect(box('View Tags').disabled).toBe(false);
    expect(box('View Groups').disabled).toBe(true);
  });
});
