/**
 * The place-data package lists, among the states of the US, the uninhabited Minor Outlying
 * Islands (Baker Island, Kingman Reef, Wake Island...: ISO codes "UM" and "UM-NN"). Nobody keeps
 * a property there, so they are not offered. The inhabited territories (Puerto Rico, Guam, the
 * US Virgin Islands, American Samoa, the Northern Mariana Islands) stay: they have zip codes.
 * The armed forces' mail codes (AA, AE, AP) are not in the list either: they are addresses for
 * letters, not places a vendor can drive to.
 */
export function isInhabitedState(state: { countryCode: string; isoCode: string }) {
  return !(state.countryCode === 'US' && /^UM(-|$)/.test(state.isoCode));
}
