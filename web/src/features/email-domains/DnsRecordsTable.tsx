import type { DnsRecord, DnsRecordPurpose } from '@coachline/contract/email-domains';
import { Badge, Code, Group, Table, Text } from '@mantine/core';
import { CopyValue } from '../../ui/CopyValue';

const purposes: Record<DnsRecordPurpose, string> = {
  spf: 'SPF',
  dkim: 'DKIM',
  return_path: 'Return path',
};

function RecordStatus(props: { verified: boolean | null }) {
  if (props.verified === null)
    return (
      <Badge variant="light" color="gray">
        Not checked
      </Badge>
    );
  return props.verified ? (
    <Badge variant="light" color="teal">
      Found
    </Badge>
  ) : (
    <Badge variant="light" color="red">
      Missing
    </Badge>
  );
}

/** The records to publish at the domain's DNS host, each host and value with a copy button. */
export function DnsRecordsTable(props: { domain: string; records: DnsRecord[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={`DNS records of ${props.domain}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Record</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Host</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.records.map((record) => {
            const name = purposes[record.purpose];
            return (
              <Table.Tr key={record.purpose}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{record.type}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" align="flex-start">
                    <Code style={{ wordBreak: 'break-all' }}>{record.host}</Code>
                    <CopyValue value={record.host} label={`${name} host`} />
                  </Group>
                </Table.Td>
                <Table.Td maw={360}>
                  <Group gap={4} wrap="nowrap" align="flex-start">
                    <Text
                      component="code"
                      size="xs"
                      ff="monospace"
                      lineClamp={3}
                      style={{ wordBreak: 'break-all' }}
                    >
                      {record.value}
                    </Text>
                    <CopyValue value={record.value} label={`${name} value`} />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <RecordStatus verified={record.is_verified} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
