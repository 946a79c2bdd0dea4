/** The account area's own words (spec 3 §2 Rewards, §6): what the server and the pages say. */
export const ACCOUNT_REQUIRED = 'Account required';
export const MY_REWARDS = 'My Rewards';
