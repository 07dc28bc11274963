/** An ISO 3166-1 alpha-2 region code, e.g. `US`. */
export type RegionCode = string;

export type CallingCode = { region: RegionCode; callingCode: string };

export const DEFAULT_REGION: RegionCode = 'US';

/**
 * The countries the phone tab offers, with their international calling codes. Kept as a small table
 * rather than read from the phone parser's metadata, so Main can draw the select before (and without)
 * loading the parser.
 */
const TABLE: ReadonlyArray<readonly [RegionCode, string]> = [
  ['AE', '971'], ['AF', '93'], ['AL', '355'], ['AM', '374'], ['AO', '244'], ['AR', '54'],
  ['AT', '43'], ['AU', '61'], ['AZ', '994'], ['BA', '387'], ['BB', '1'], ['BD', '880'],
  ['BE', '32'], ['BF', '226'], ['BG', '359'], ['BH', '973'], ['BJ', '229'], ['BN', '673'],
  ['BO', '591'], ['BR', '55'], ['BS', '1'], ['BT', '975'], ['BW', '267'], ['BY', '375'],
  ['BZ', '501'], ['CA', '1'], ['CD', '243'], ['CH', '41'], ['CI', '225'], ['CL', '56'],
  ['CM', '237'], ['CN', '86'], ['CO', '57'], ['CR', '506'], ['CU', '53'], ['CV', '238'],
  ['CY', '357'], ['CZ', '420'], ['DE', '49'], ['DK', '45'], ['DM', '1'], ['DO', '1'],
  ['DZ', '213'], ['EC', '593'], ['EE', '372'], ['EG', '20'], ['ES', '34'], ['ET', '251'],
  ['FI', '358'], ['FJ', '679'], ['FR', '33'], ['GA', '241'], ['GB', '44'], ['GE', '995'],
  ['GH', '233'], ['GM', '220'], ['GN', '224'], ['GR', '30'], ['GT', '502'], ['GY', '592'],
  ['HK', '852'], ['HN', '504'], ['HR', '385'], ['HT', '509'], ['HU', '36'], ['ID', '62'],
  ['IE', '353'], ['IL', '972'], ['IN', '91'], ['IQ', '964'], ['IR', '98'], ['IS', '354'],
  ['IT', '39'], ['JM', '1'], ['JO', '962'], ['JP', '81'], ['KE', '254'], ['KG', '996'],
  ['KH', '855'], ['KR', '82'], ['KW', '965'], ['KZ', '7'], ['LA', '856'], ['LB', '961'],
  ['LI', '423'], ['LK', '94'], ['LR', '231'], ['LT', '370'], ['LU', '352'], ['LV', '371'],
  ['LY', '218'], ['MA', '212'], ['MC', '377'], ['MD', '373'], ['ME', '382'], ['MG', '261'],
  ['MK', '389'], ['ML', '223'], ['MM', '95'], ['MN', '976'], ['MO', '853'], ['MT', '356'],
  ['MU', '230'], ['MV', '960'], ['MW', '265'], ['MX', '52'], ['MY', '60'], ['MZ', '258'],
  ['NA', '264'], ['NE', '227'], ['NG', '234'], ['NI', '505'], ['NL', '31'], ['NO', '47'],
  ['NP', '977'], ['NZ', '64'], ['OM', '968'], ['PA', '507'], ['PE', '51'], ['PG', '675'],
  ['PH', '63'], ['PK', '92'], ['PL', '48'], ['PR', '1'], ['PS', '970'], ['PT', '351'],
  ['PY', '595'], ['QA', '974'], ['RO', '40'], ['RS', '381'], ['RU', '7'], ['RW', '250'],
  ['SA', '966'], ['SD', '249'], ['SE', '46'], ['SG', '65'], ['SI', '386'], ['SK', '421'],
  ['SN', '221'], ['SO', '252'], ['SR', '597'], ['SV', '503'], ['SY', '963'], ['TG', '228'],
  ['TH', '66'], ['TJ', '992'], ['TN', '216'], ['TR', '90'], ['TT', '1'], ['TW', '886'],
  ['TZ', '255'], ['UA', '380'], ['UG', '256'], ['US', '1'], ['UY', '598'], ['UZ', '998'],
  ['VE', '58'], ['VN', '84'], ['YE', '967'], ['ZA', '27'], ['ZM', '260'], ['ZW', '263'],
];

export const CALLING_CODES: readonly CallingCode[] = TABLE.map(([region, callingCode]) => ({
  region,
  callingCode,
}));

const BY_REGION = new Map(CALLING_CODES.map((entry) => [entry.region, entry.callingCode]));

/** The calling code of a region in the table; unknown regions get the default region's. */
export function callingCodeOf(region: RegionCode): string {
  return BY_REGION.get(region) ?? BY_REGION.get(DEFAULT_REGION) ?? '1';
}
