// SMS length: a message in the GSM 03.38 alphabet goes 160 characters to a segment (153 each
// when it takes several, the rest carries the join); any other character makes the whole
// message UCS-2, 70 to a segment (67 each). The extension table's characters count twice.

const gsmBasic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const gsmExtension = '^{}\\[~]|€\f';

export type SmsLength = {
  encoding: 'GSM-7' | 'UCS-2';
  /** Units of the encoding: GSM-7 septets, or UTF-16 code units. */
  characters: number;
  segments: number;
  /** What the current segment still takes before another one starts. */
  remaining: number;
};

export function smsLength(message: string): SmsLength {
  let septets = 0;
  let gsm = true;
  for (const char of message) {
    if (gsmBasic.includes(char)) septets += 1;
    else if (gsmExtension.includes(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const [characters, single, multi] = gsm ? [septets, 160, 153] : [message.length, 70, 67];
  const segments = characters === 0 ? 0 : characters <= single ? 1 : Math.ceil(characters / multi);
  const capacity = segments <= 1 ? single : segments * multi;
  return {
    encoding: gsm ? 'GSM-7' : 'UCS-2',
    characters,
    segments,
    remaining: capacity - characters,
  };
}
