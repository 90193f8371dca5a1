/**
 * Other names visitors type for the places of cities-data.ts: old names (Bangalore, Bombay, Madras), short and
 * local names (BLR airport, E-City, Vizag, Pondy), and spellings too far from the name for the typing errors a
 * search forgives (Bombay is no typo of Mumbai). Plain typos ("Koramangla", "Whitefeild") need no entry: the
 * search forgives them (features/catalogue/text-match). Keys are the names in cities-data.ts; the suggestion still
 * shows the place's own name, with the other name it matched. Only places the catalogue has are listed (no
 * Trivandrum, Baroda, Calicut, Mangalore or Prayagraj until the chain opens there): place-aliases.spec.ts checks it.
 */
export interface PlaceAliases {
  /** Other names of the city itself. */
  readonly city?: readonly string[];
  /** By locality name. */
  readonly localities?: Readonly<Record<string, readonly string[]>>;
  /** By landmark name. */
  readonly landmarks?: Readonly<Record<string, readonly string[]>>;
}

export const PLACE_ALIASES: Readonly<Record<string, PlaceAliases>> = {
  Bengaluru: {
    city: ['Bangalore', 'Bengalooru', 'Bangaluru', 'BLR'],
    localities: {
      'Electronic City': ['E-City', 'Electronics City'],
      'MG Road': ['Mahatma Gandhi Road'],
    },
    landmarks: {
      'Kempegowda International Airport': [
        'Bangalore Airport',
        'Bengaluru Airport',
        'BLR Airport',
        'Bangalore International Airport',
        'KIA',
      ],
      'Lalbagh Botanical Garden': ['Lal Bagh'],
    },
  },
  'New Delhi': {
    city: ['Delhi', 'Dilli', 'Nai Dilli'],
    localities: { 'Connaught Place': ['CP', 'Rajiv Chowk'] },
    landmarks: {
      'Indira Gandhi International Airport': ['Delhi Airport', 'New Delhi Airport', 'IGI Airport', 'DEL Airport'],
      'New Delhi Railway Station': ['NDLS', 'New Delhi Station', 'Delhi Railway Station'],
    },
  },
  Mumbai: {
    city: ['Bombay', 'Bambai'],
    landmarks: {
      'Chhatrapati Shivaji Maharaj International Airport': [
        'Mumbai Airport',
        'Bombay Airport',
        'BOM Airport',
        'CSIA',
        'Sahar Airport',
      ],
    },
  },
  Hyderabad: {
    localities: { 'Hitech City': ['HITEC City', 'Cyberabad'] },
    landmarks: { 'Rajiv Gandhi International Airport': ['Hyderabad Airport', 'Shamshabad Airport'] },
  },
  Chennai: {
    city: ['Madras'],
    localities: {
      'T Nagar': ['Thyagaraya Nagar'],
      OMR: ['Old Mahabalipuram Road', 'Rajiv Gandhi Salai'],
    },
    landmarks: { 'Chennai Central': ['Madras Central', 'Chennai Central Railway Station'] },
  },
  Pune: {
    city: ['Poona'],
    landmarks: {
      'Pune Junction': ['Pune Railway Station', 'Pune Station', 'Poona Station'],
      'Pune Airport': ['Lohegaon Airport', 'Poona Airport'],
    },
  },
  Kolkata: {
    city: ['Calcutta'],
    landmarks: { 'Howrah Bridge': ['Rabindra Setu'] },
  },
  Goa: {
    localities: { Panaji: ['Panjim'] },
    landmarks: { 'Dabolim Airport': ['Goa Airport'] },
  },
  Jaipur: {
    city: ['Pink City'],
    landmarks: { 'Amer Fort': ['Amber Fort'] },
  },
  Ahmedabad: { city: ['Amdavad', 'Ahmadabad', 'Karnavati'] },
  Gurugram: {
    city: ['Gurgaon'],
    localities: { 'MG Road Gurugram': ['MG Road Gurgaon'], 'Cyber City': ['DLF Cyber City', 'Cyber Hub'] },
  },
  Kochi: {
    city: ['Cochin', 'Ernakulam'],
    localities: { 'Fort Kochi': ['Fort Cochin'] },
  },
  Mysuru: { city: ['Mysore'] },
  Bhubaneswar: { city: ['Bhubaneshwar', 'BBSR'] },
  Visakhapatnam: {
    city: ['Vizag', 'Vishakhapatnam', 'Waltair'],
    landmarks: { 'RK Beach': ['Ramakrishna Beach'] },
  },
  Coimbatore: { city: ['Kovai'] },
  Varanasi: {
    city: ['Benares', 'Banaras', 'Benaras', 'Kashi'],
    localities: { Godowlia: ['Godaulia'], 'Assi Ghat': ['Asi Ghat'] },
  },
  Amritsar: { landmarks: { 'Golden Temple': ['Harmandir Sahib', 'Darbar Sahib'] } },
  Rishikesh: { city: ['Hrishikesh'] },
  Shimla: { city: ['Simla'] },
  Puducherry: {
    city: ['Pondicherry', 'Pondy'],
    localities: { 'White Town': ['French Quarter'] },
    landmarks: { 'Promenade Beach': ['Rock Beach'] },
  },
};
