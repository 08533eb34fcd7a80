/**
 * The demo shop's reviewers (issue 29, item 9): customers with delivered orders, so every review the demo shows is
 * a row a verified buyer could have written. Addresses at example.com (reserved, never delivered); phone numbers in
 * ranges kept for drama and tests (India 70000 1xxxx, UK 07700 900xxx) so no real person is reached.
 */
export interface DemoReviewer {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  mobile: string;
  /** ISO 3166-1 alpha-2: India pays in rupees (cash on delivery), the others in dollars (PayPal). */
  country: string;
  city: string;
  state: string;
  pinCode: string;
  address: string;
}

function reviewer(
  name: string,
  country: string,
  countryCode: string,
  mobile: string,
  place: { city: string; state: string; pinCode: string; address: string },
): DemoReviewer {
  const [firstName = name, lastName = ''] = name.split(' ');
  const email = `${firstName}.${lastName}`.toLowerCase() + '@example.com';
  return { firstName, lastName, email, countryCode, mobile, country, ...place };
}

export const DEMO_REVIEWERS: readonly DemoReviewer[] = [
  reviewer('Priya Sharma', 'IN', '+91', '7000010001', {
    city: 'Pune',
    state: 'Maharashtra',
    pinCode: '411004',
    address: '14 Prabhat Road, Erandwane',
  }),
  reviewer('Emma Whitfield', 'GB', '+44', '7700900101', {
    city: 'Bristol',
    state: 'England',
    pinCode: 'BS8 1TH',
    address: '22 Whiteladies Road',
  }),
  reviewer('Arjun Mehta', 'IN', '+91', '7000010002', {
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560038',
    address: '5 12th Main Road, Indiranagar',
  }),
  reviewer('Sofia Romano', 'IT', '+39', '3200000101', {
    city: 'Milan',
    state: 'Lombardy',
    pinCode: '20121',
    address: 'Via Solferino 8',
  }),
  reviewer('Meera Iyer', 'IN', '+91', '7000010003', {
    city: 'Chennai',
    state: 'Tamil Nadu',
    pinCode: '600004',
    address: '31 Luz Church Road, Mylapore',
  }),
  reviewer('Daniel Okafor', 'CA', '+1', '4165550101', {
    city: 'Toronto',
    state: 'Ontario',
    pinCode: 'M5V 2T6',
    address: '88 Queen Street West',
  }),
  reviewer('Ananya Gupta', 'IN', '+91', '7000010004', {
    city: 'New Delhi',
    state: 'Delhi',
    pinCode: '110049',
    address: 'C-21 Green Park',
  }),
  reviewer('Hannah Becker', 'DE', '+49', '1510000101', {
    city: 'Munich',
    state: 'Bavaria',
    pinCode: '80331',
    address: 'Sendlinger Strasse 12',
  }),
  reviewer('Kavya Nair', 'IN', '+91', '7000010005', {
    city: 'Kochi',
    state: 'Kerala',
    pinCode: '682016',
    address: '9 MG Road, Ernakulam',
  }),
  reviewer('Olivia Brown', 'AU', '+61', '4000000101', {
    city: 'Melbourne',
    state: 'Victoria',
    pinCode: '3000',
    address: '40 Flinders Lane',
  }),
  reviewer('Rohan Deshpande', 'IN', '+91', '7000010006', {
    city: 'Mumbai',
    state: 'Maharashtra',
    pinCode: '400050',
    address: '3 Carter Road, Bandra West',
  }),
  reviewer('Isabelle Martin', 'FR', '+33', '6000000101', {
    city: 'Lyon',
    state: 'Auvergne-Rhône-Alpes',
    pinCode: '69002',
    address: '17 Rue de la République',
  }),
  reviewer('Nisha Reddy', 'IN', '+91', '7000010007', {
    city: 'Hyderabad',
    state: 'Telangana',
    pinCode: '500034',
    address: '8-2-293 Road No. 12, Banjara Hills',
  }),
  reviewer('Sarah Thompson', 'US', '+1', '5125550101', {
    city: 'Austin',
    state: 'Texas',
    pinCode: '78701',
    address: '600 Congress Avenue',
  }),
  reviewer('Vikram Singh', 'IN', '+91', '7000010008', {
    city: 'Jaipur',
    state: 'Rajasthan',
    pinCode: '302001',
    address: '12 MI Road',
  }),
  reviewer('Farah Khan', 'IN', '+91', '7000010009', {
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    pinCode: '226001',
    address: '4 Hazratganj',
  }),
];
