/**
 * What generated contacts are made of. Small fixed lists, so the generator needs no Faker in the worker
 * and every build produces the same people: a contact picks from each list by a hash of its number.
 */

export interface Place {
  city: string;
  state: string;
  /** The postal code's first digits; the generator adds the rest up to `postalLength` digits. */
  postalPrefix: string;
  postalLength: number;
  country: string;
}

export interface PeoplePool {
  firstNames: readonly string[];
  lastNames: readonly string[];
  streets: readonly string[];
  places: readonly Place[];
  emailDomains: readonly string[];
}

const US_PLACES: Place[] = [
  ['Seattle', 'WA', '981'], ['Portland', 'OR', '972'], ['Bend', 'OR', '977'], ['Boise', 'ID', '837'],
  ['Denver', 'CO', '802'], ['Boulder', 'CO', '803'], ['Salt Lake City', 'UT', '841'], ['Missoula', 'MT', '598'],
  ['San Francisco', 'CA', '941'], ['Oakland', 'CA', '946'], ['Sacramento', 'CA', '958'], ['Los Angeles', 'CA', '900'],
  ['San Diego', 'CA', '921'], ['Phoenix', 'AZ', '850'], ['Flagstaff', 'AZ', '860'], ['Albuquerque', 'NM', '871'],
  ['Austin', 'TX', '787'], ['Dallas', 'TX', '752'], ['Houston', 'TX', '770'], ['Chicago', 'IL', '606'],
  ['Minneapolis', 'MN', '554'], ['Madison', 'WI', '537'], ['Detroit', 'MI', '482'], ['Columbus', 'OH', '432'],
  ['Nashville', 'TN', '372'], ['Atlanta', 'GA', '303'], ['Asheville', 'NC', '288'], ['Raleigh', 'NC', '276'],
  ['Richmond', 'VA', '232'], ['Washington', 'DC', '200'], ['Philadelphia', 'PA', '191'], ['Pittsburgh', 'PA', '152'],
  ['New York', 'NY', '100'], ['Brooklyn', 'NY', '112'], ['Burlington', 'VT', '054'], ['Portland', 'ME', '041'],
  ['Boston', 'MA', '021'], ['Providence', 'RI', '029'], ['Miami', 'FL', '331'], ['Tampa', 'FL', '336'],
  ['Anchorage', 'AK', '995'], ['Honolulu', 'HI', '968'],
].map(([city = '', state = '', postalPrefix = '']) => ({ city, state, postalPrefix, postalLength: 5, country: 'United States' }));

const DE_PLACES: Place[] = [
  ['Berlin', 'Berlin', '10'], ['Hamburg', 'Hamburg', '20'], ['München', 'Bayern', '80'], ['Köln', 'Nordrhein-Westfalen', '50'],
  ['Frankfurt am Main', 'Hessen', '60'], ['Stuttgart', 'Baden-Württemberg', '70'], ['Düsseldorf', 'Nordrhein-Westfalen', '40'],
  ['Leipzig', 'Sachsen', '04'], ['Dresden', 'Sachsen', '01'], ['Hannover', 'Niedersachsen', '30'], ['Bremen', 'Bremen', '28'],
  ['Nürnberg', 'Bayern', '90'], ['Freiburg im Breisgau', 'Baden-Württemberg', '79'], ['Münster', 'Nordrhein-Westfalen', '48'],
].map(([city = '', state = '', postalPrefix = '']) => ({ city, state, postalPrefix, postalLength: 5, country: 'Germany' }));

const AT_CH_PLACES: Place[] = [
  { city: 'Wien', state: 'Wien', postalPrefix: '1', postalLength: 4, country: 'Austria' },
  { city: 'Zürich', state: 'Zürich', postalPrefix: '8', postalLength: 4, country: 'Switzerland' },
];

export const ENGLISH_PEOPLE: PeoplePool = {
  firstNames: [
    'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Oliver', 'Sophia', 'Elijah', 'Isabella', 'James', 'Mia', 'William',
    'Amelia', 'Benjamin', 'Harper', 'Lucas', 'Evelyn', 'Henry', 'Abigail', 'Theodore', 'Emily', 'Jack', 'Ella',
    'Levi', 'Elizabeth', 'Alexander', 'Camila', 'Jackson', 'Luna', 'Mateo', 'Sofia', 'Daniel', 'Avery', 'Michael',
    'Mila', 'Mason', 'Aria', 'Sebastian', 'Scarlett', 'Ethan', 'Penelope', 'Logan', 'Layla', 'Owen', 'Chloe',
    'Samuel', 'Victoria', 'Jacob', 'Madison', 'Asher', 'Eleanor', 'Aiden', 'Grace', 'John', 'Nora', 'Joseph',
    'Riley', 'Wyatt', 'Zoey', 'David', 'Hannah', 'Leo', 'Hazel', 'Luke', 'Lily', 'Julian', 'Ellie', 'Hudson',
    'Violet', 'Grayson', 'Lillian', 'Matthew', 'Zoe', 'Ezra', 'Stella', 'Gabriel', 'Aurora', 'Carter', 'Natalie',
    'Isaac', 'Emilia', 'Jayden', 'Everly', 'Luca', 'Leah', 'Anthony', 'Aubrey', 'Dylan', 'Willow', 'Lincoln',
    'Addison', 'Thomas', 'Lucy', 'Maverick', 'Audrey', 'Elias', 'Bella', 'Josiah', 'Nova', 'Charles', 'Priya',
    'Wei', 'Aisha', 'Diego', 'Yuki', 'Omar', 'Ines', 'Kofi', 'Mei', 'Rafael',
  ],
  lastNames: [
    'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
    'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
    'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker',
    'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson',
    'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner',
    'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook',
    'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos',
    'Kim', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza',
    'Ruiz', 'Hughes', 'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Chen',
    'Okafor', 'Tanaka', 'Haddad', 'Novak', 'Singh', 'Larsen',
  ],
  streets: [
    'Maple Street', 'Oak Avenue', 'Pine Road', 'Cedar Lane', 'Elm Street', 'Lakeview Drive', 'Ridge Road',
    'Summit Avenue', 'River Road', 'Park Place', 'Hillcrest Drive', 'Forest Lane', 'Meadow Court', 'Canyon Road',
    'Harbor Way', 'Aspen Circle', 'Willow Way', 'Sunset Boulevard', 'Mill Street', 'Granite Street',
  ],
  places: US_PLACES,
  emailDomains: [
    'gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'aol.com',
    'proton.me', 'fastmail.com', 'comcast.net', 'me.com',
  ],
};

export const GERMAN_PEOPLE: PeoplePool = {
  firstNames: [
    'Lukas', 'Anna', 'Leon', 'Mia', 'Finn', 'Emma', 'Jonas', 'Hannah', 'Paul', 'Sophie', 'Felix', 'Lea', 'Elias',
    'Marie', 'Noah', 'Lena', 'Ben', 'Laura', 'Maximilian', 'Julia', 'Tim', 'Lara', 'Jan', 'Katharina', 'Moritz',
    'Johanna', 'Niklas', 'Clara', 'David', 'Sarah', 'Tobias', 'Charlotte', 'Simon', 'Greta', 'Florian', 'Ida',
    'Matthias', 'Franziska', 'Stefan', 'Sabine', 'Thomas', 'Petra', 'Andreas', 'Monika', 'Jürgen', 'Ursula',
  ],
  lastNames: [
    'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann',
    'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann',
    'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Schmitz', 'Krause', 'Meier',
    'Lehmann', 'Schmid', 'Schulze', 'Maier', 'Köhler', 'Herrmann', 'König', 'Walter', 'Mayer', 'Huber',
  ],
  streets: [
    'Hauptstraße', 'Schulstraße', 'Gartenstraße', 'Bahnhofstraße', 'Dorfstraße', 'Bergstraße', 'Lindenstraße',
    'Kirchstraße', 'Waldstraße', 'Ringstraße', 'Mühlenweg', 'Am Markt',
  ],
  places: [...DE_PLACES, ...DE_PLACES, ...AT_CH_PLACES],
  emailDomains: ['gmail.com', 'web.de', 'gmx.de', 'gmx.net', 't-online.de', 'outlook.de', 'posteo.de', 'mailbox.org'],
};
