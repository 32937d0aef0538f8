import { createSocket } from 'node:dgram';
import { Resolver } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import * as dnsPacket from 'dns-packet';

// A DNS server on 127.0.0.1 for tests: it answers TXT and CNAME questions from records the test
// sets, so sending domains are verified without the internet. Point DNS_SERVER at `server`.

type StubType = 'TXT' | 'CNAME';

const noError = 0;
const serverFailure = 2;
const noSuchName = 3;

/** One TXT record is strings of at most 255 bytes (RFC 1035 §3.3.14), read back joined. */
function txtStrings(record: string): Buffer[] {
  const bytes = Buffer.from(record);
  const strings: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 255) strings.push(bytes.subarray(at, at + 255));
  return strings.length ? strings : [Buffer.alloc(0)];
}

export type DnsStub = {
  /** `127.0.0.1:port`, for DNS_SERVER. */
  server: string;
  /** Publishes the records of one name and type, replacing what it had. */
  set(name: string, type: StubType, records: string[]): void;
  /** Answers SERVFAIL to every question while true: a DNS server that cannot answer. */
  failing: boolean;
  clear(): void;
  /** Asks the stub as mailauth asks DNS (`resolver(name, 'TXT')`), over UDP. */
  resolve(name: string, type: string): Promise<string[][] | string[]>;
  close(): Promise<void>;
};

export async function startDnsStub(): Promise<DnsStub> {
  const zone = new Map<string, string[]>();
  const hostOf = (name: string) => name.toLowerCase().replace(/\.$/, '');
  const keyOf = (name: string, type: string) => `${type} ${hostOf(name)}`;
  const socket = createSocket('udp4');
  const stub = {
    server: '',
    failing: false,
    set: (name: string, type: StubType, records: string[]) => zone.set(keyOf(name, type), records),
    clear: () => zone.clear(),
  };

  socket.on('message', (message, peer) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    const name = question?.name ?? '';
    const type = question?.type === 'CNAME' ? 'CNAME' : 'TXT';
    const records = question ? zone.get(keyOf(name, question.type)) : undefined;
    // A name with records of another type answers "no data" rather than "no such name".
    const nameExists = [...zone.keys()].some((key) => key.split(' ')[1] === hostOf(name));
    const rcode = stub.failing ? serverFailure : records || nameExists ? noError : noSuchName;
    const answers: dnsPacket.Answer[] = (stub.failing ? [] : (records ?? [])).map((record) =>
      type === 'CNAME'
        ? { type: 'CNAME', name, ttl: 60, data: record }
        : { type: 'TXT', name, ttl: 60, data: txtStrings(record) },
    );
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id ?? 0,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_AVAILABLE | rcode,
      questions: query.questions ?? [],
      answers,
    });
    socket.send(response, peer.port, peer.address);
  });

  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  stub.server = `127.0.0.1:${(socket.address() as AddressInfo).port}`;
  const resolver = new Resolver({ timeout: 1_000, tries: 1 });
  resolver.setServers([stub.server]);

  return Object.assign(stub, {
    resolve: (name: string, type: string) =>
      resolver.resolve(name, type) as Promise<string[][] | string[]>,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  });
}
