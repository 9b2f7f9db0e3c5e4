/**
 * The titles we change by hand: O*NET titles that are wrong or unknown in India, or whose
 * one-person form the general rules of `careerTitle` cannot say.
 */

export interface TitleOverride {
  /** The O*NET 29.3 title this entry replaces (also matched when the code is not given). */
  onet: string;
  /** The plural to show instead; the O*NET title (after the general rewrites) when absent. */
  plural?: string;
  /** The singular to show; derived from the plural by the general rules when absent. */
  singular?: string;
}

/**
 * Every title we change by hand, keyed by O*NET-SOC code. Only what is wrong or unknown in
 * India, or what the general singular rules cannot say, is listed; O*NET's meaning is kept.
 */
export const TITLE_OVERRIDES: Readonly<Record<string, TitleOverride>> = {
  // Sheriffs are elected US county officers; India has no sheriffs in policing.
  '33-3051.00': {
    onet: "Police and Sheriff's Patrol Officers",
    plural: 'Police Patrol Officers',
    singular: 'Police Patrol Officer',
  },
  // Hunting ("game") is banned in India; this patrol work is done by forest and wildlife guards
  // of the state forest departments under the Wildlife (Protection) Act.
  '33-3031.00': {
    onet: 'Fish and Game Wardens',
    plural: 'Forest and Wildlife Guards',
    singular: 'Forest and Wildlife Guard',
  },
  // O*NET's bailiffs keep order in a courtroom; an Indian "bailiff" is a civil-court post that
  // serves summons and executes decrees, so the O*NET alternative title says the job better.
  '33-3011.00': { onet: 'Bailiffs', plural: 'Court Officers', singular: 'Court Officer' },
  // Indian railways and metros are policed by the RPF, GRP and CISF; "railroad" is American.
  '33-3052.00': {
    onet: 'Transit and Railroad Police',
    plural: 'Railway and Metro Police',
    singular: 'Railway or Metro Police Officer',
  },
  // Indian Railways calls train drivers loco pilots; a "locomotive engineer" sounds like a
  // mechanical engineer in India.
  '53-4011.00': { onet: 'Locomotive Engineers', plural: 'Loco Pilots', singular: 'Loco Pilot' },
  // The US railroad conductor leads the train crew, the job of the railway guard in India.
  '53-4031.00': {
    onet: 'Railroad Conductors and Yardmasters',
    plural: 'Railway Guards and Yardmasters',
    singular: 'Railway Guard or Yardmaster',
  },
  // Indian cities have metros and trams, not subways and streetcars.
  '53-4041.00': {
    onet: 'Subway and Streetcar Operators',
    plural: 'Metro and Tram Operators',
    singular: 'Metro or Tram Operator',
  },
  // "Public safety telecommunicator" is US jargon for the people who answer 911 (in India,
  // 112, 100, 101 and 108) calls and send police, fire engines and ambulances.
  '43-5031.00': {
    onet: 'Public Safety Telecommunicators',
    plural: 'Emergency Call Takers and Dispatchers',
    singular: 'Emergency Call Taker or Dispatcher',
  },
  // LPN and LVN are two US state licences for one job; India has no such licence.
  '29-2061.00': {
    onet: 'Licensed Practical and Licensed Vocational Nurses',
    plural: 'Practical Nurses',
    singular: 'Practical Nurse',
  },
  // "Family and consumer sciences" is the US name of what Indian colleges teach as home science.
  '25-1192.00': {
    onet: 'Family and Consumer Sciences Teachers, Postsecondary',
    plural: 'College Home Science Teachers',
    singular: 'College Home Science Teacher',
  },
  // "Residential advisor" is a US dormitory post; in Indian schools and colleges it is the
  // hostel warden.
  '39-9041.00': {
    onet: 'Residential Advisors',
    plural: 'Hostel Wardens',
    singular: 'Hostel Warden',
  },
  // In India a "court reporter" is a journalist who covers courts; the people who take down
  // proceedings word for word are court stenographers.
  '27-3092.00': {
    onet: 'Court Reporters and Simultaneous Captioners',
    plural: 'Court Stenographers and Simultaneous Captioners',
  },
  // O*NET's way of naming physicians who are pathologists; a pathologist is one person.
  '29-1222.00': {
    onet: 'Physicians, Pathologists',
    plural: 'Pathologists',
    singular: 'Pathologist',
  },
  // Clergy is already collective: one person is a member of the clergy.
  '21-2011.00': { onet: 'Clergy', singular: 'Member of the Clergy' },
  // The qualifier is too long to move in front of "Director".
  '21-2021.00': {
    onet: 'Directors, Religious Activities and Education',
    singular: 'Director of Religious Activities and Education',
  },
  // "Sales Representative of Services" reads oddly; O*NET's own alternative is this one.
  '41-3091.00': {
    onet: 'Sales Representatives of Services, Except Advertising, Insurance, Financial Services, and Travel',
    singular: 'Services Sales Representative',
  },
  // Securities and commodities are what is sold, not a list of jobs.
  '41-3031.00': {
    onet: 'Securities, Commodities, and Financial Services Sales Agents',
    singular: 'Securities, Commodities and Financial Services Sales Agent',
  },
  // "Dinkey" and "hostler" are unknown in India; Indian Railways moves engines in yards and
  // sheds with yard loco pilots and shunters.
  '53-4013.00': {
    onet: 'Rail Yard Engineers, Dinkey Operators, and Hostlers',
    plural: 'Rail Yard Loco Pilots and Shunters',
    singular: 'Rail Yard Loco Pilot or Shunter',
  },
  // The general rule would give a bare "Sales Representative" for both wholesale titles.
  '41-4011.00': {
    onet: 'Sales Representatives, Wholesale and Manufacturing, Technical and Scientific Products',
    singular: 'Sales Representative for Technical and Scientific Products',
  },
  // "Ski Patrol" names a service, not a person, and is all but unknown in India.
  '33-9092.00': {
    onet: 'Lifeguards, Ski Patrol, and Other Recreational Protective Service Workers',
    singular: 'Lifeguard or Recreational Protective Service Worker',
  },
  // Occupations, not people: one person is a professional in the field.
  '15-1299.00': { onet: 'Computer Occupations, All Other', singular: 'Computer Professional' },
  '15-2099.00': {
    onet: 'Mathematical Science Occupations, All Other',
    singular: 'Mathematical Science Professional',
  },
  // Collective military nouns: one person is a soldier or a member.
  '55-3016.00': { onet: 'Infantry', singular: 'Infantry Soldier' },
  '55-3018.00': { onet: 'Special Forces', singular: 'Special Forces Member' },
};

/** Overrides by O*NET title, for callers that have a title and no code. */
const OVERRIDES_BY_TITLE = new Map(
  Object.values(TITLE_OVERRIDES).map((entry) => [entry.onet, entry] as const),
);

/** The override entry for an occupation, by code or else by its O*NET title. */
export function overrideFor(occupation: {
  code: string;
  title: string;
}): TitleOverride | undefined {
  const byCode = Object.hasOwn(TITLE_OVERRIDES, occupation.code)
    ? TITLE_OVERRIDES[occupation.code]
    : undefined;
  return byCode ?? OVERRIDES_BY_TITLE.get(occupation.title.trim());
}
