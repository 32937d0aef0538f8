import {
  type PermissionAction,
  type PermissionArea,
  permissionActions,
  permissionAreas,
} from '@coachline/contract/permissions';
import { Checkbox, Table, Text } from '@mantine/core';
import { areaLabel, type Grants, isGranted, toggleGrant, viewImplied } from './permissionGrid';

const actionLabel = (action: PermissionAction) => action.charAt(0).toUpperCase() + action.slice(1);

/**
 * Areas × actions of 000 §6 as checkboxes, one tab stop each, named "Update Tags". Any action
 * checks View as well; unchecking View takes the whole area away. What the editor does not
 * hold is disabled: nobody grants more than they have.
 */
export function PermissionMatrix(props: {
  value: Grants;
  onChange: (next: Grants) => void;
  grantable: (area: PermissionArea, action: PermissionAction) => boolean;
  error?: string | undefined;
}) {
  const { value, onChange, grantable } = props;
  return (
    <div>
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder verticalSpacing={4} captionSide="top">
          <Table.Caption>Permissions by area</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Area</Table.Th>
              {permissionActions.map((action) => (
                <Table.Th key={action} scope="col" ta="center">
                  {actionLabel(action)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {permissionAreas.map((area) => (
              <Table.Tr key={area}>
                <Table.Th scope="row" fw={500}>
                  {areaLabel(area)}
                </Table.Th>
                {permissionActions.map((action) => {
                  const implied = action === 'view' && viewImplied(value, area);
                  return (
                    <Table.Td key={action} ta="center">
                      <Checkbox
                        aria-label={`${actionLabel(action)} ${areaLabel(area)}`}
                        title={implied ? 'Implied by the other actions' : undefined}
                        checked={implied || isGranted(value, area, action)}
                        disabled={!grantable(area, action)}
                        onChange={(e) =>
                          onChange(toggleGrant(value, area, action, e.currentTarget.checked))
                        }
                        styles={{ body: { justifyContent: 'center' } }}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.error ? (
        <Text size="sm" c="red" role="alert">
          {props.error}
        </Text>
      ) : null}
    </div>
  );
}
