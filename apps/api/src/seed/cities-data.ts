/**
 * The chain's cities with real approximate coordinates: [name, state, lat, lng, popular, localities, landmarks].
 * Localities and landmarks are [name, lat, lng]. Hotel counts per city come from HOTELS_PER_CITY.
 */
export type Place = readonly [name: string, lat: number, lng: number];
export type CityRow = readonly [name: string, state: string, lat: number, lng: number, popular: boolean, localities: readonly Place[], landmarks: readonly Place[]];

export const CITIES: readonly CityRow[] = [
  ['Bengaluru', 'Karnataka', 12.9716, 77.5946, true, [
    ['Koramangala', 12.9352, 77.6245], ['Indiranagar', 12.9784, 77.6408], ['Whitefield', 12.9698, 77.75], ['HSR Layout', 12.9116, 77.6389],
    ['Electronic City', 12.8452, 77.6602], ['Marathahalli', 12.9569, 77.7011], ['MG Road', 12.9756, 77.605], ['Jayanagar', 12.925, 77.5938],
    ['BTM Layout', 12.9166, 77.6101], ['Majestic', 12.9767, 77.5713], ['Hebbal', 13.0358, 77.597], ['Yelahanka', 13.1007, 77.5963],
  ], [['Kempegowda International Airport', 13.1986, 77.7066], ['Bangalore Palace', 12.9987, 77.592], ['Lalbagh Botanical Garden', 12.9507, 77.5848], ['Manyata Tech Park', 13.0475, 77.6205]]],
  ['New Delhi', 'Delhi', 28.6139, 77.209, true, [
    ['Paharganj', 28.6448, 77.2167], ['Karol Bagh', 28.6519, 77.1909], ['Connaught Place', 28.6315, 77.2167], ['Mahipalpur', 28.5449, 77.1268],
    ['Lajpat Nagar', 28.5677, 77.2433], ['Saket', 28.5245, 77.2066],
  ], [['Indira Gandhi International Airport', 28.5562, 77.1], ['New Delhi Railway Station', 28.6425, 77.2197], ['India Gate', 28.6129, 77.2295]]],
  ['Mumbai', 'Maharashtra', 19.076, 72.8777, true, [
    ['Andheri East', 19.1136, 72.8697], ['Bandra', 19.0596, 72.8295], ['Colaba', 18.9067, 72.8147], ['Powai', 19.1176, 72.906], ['Juhu', 19.1075, 72.8263],
  ], [['Chhatrapati Shivaji Maharaj International Airport', 19.0896, 72.8656], ['Gateway of India', 18.922, 72.8347]]],
  ['Hyderabad', 'Telangana', 17.385, 78.4867, true, [
    ['Hitech City', 17.4435, 78.3772], ['Gachibowli', 17.44, 78.3489], ['Banjara Hills', 17.4156, 78.4347], ['Secunderabad', 17.4399, 78.4983],
  ], [['Charminar', 17.3616, 78.4747], ['Rajiv Gandhi International Airport', 17.2403, 78.4294]]],
  ['Chennai', 'Tamil Nadu', 13.0827, 80.2707, true, [
    ['T Nagar', 13.0418, 80.2341], ['Egmore', 13.0732, 80.2609], ['Guindy', 13.0067, 80.2206], ['OMR', 12.9165, 80.2298],
  ], [['Chennai Central', 13.0827, 80.2757], ['Marina Beach', 13.0500, 80.2824]]],
  ['Pune', 'Maharashtra', 18.5204, 73.8567, true, [
    ['Hinjewadi', 18.5913, 73.7389], ['Koregaon Park', 18.5362, 73.894], ['Viman Nagar', 18.5679, 73.9143], ['Shivajinagar', 18.5308, 73.8475],
  ], [['Pune Junction', 18.5286, 73.8743], ['Pune Airport', 18.5822, 73.9197]]],
  ['Kolkata', 'West Bengal', 22.5726, 88.3639, true, [
    ['Salt Lake', 22.5867, 88.4171], ['Park Street', 22.5512, 88.3527], ['Howrah', 22.5958, 88.2636], ['New Town', 22.5924, 88.4847],
  ], [['Howrah Bridge', 22.5851, 88.3468], ['Victoria Memorial', 22.5448, 88.3426]]],
  ['Goa', 'Goa', 15.2993, 74.124, true, [
    ['Calangute', 15.5439, 73.7553], ['Baga', 15.5559, 73.7517], ['Panaji', 15.4909, 73.8278], ['Candolim', 15.5183, 73.7626],
  ], [['Baga Beach', 15.5553, 73.7517], ['Dabolim Airport', 15.3808, 73.8314]]],
  ['Jaipur', 'Rajasthan', 26.9124, 75.7873, true, [
    ['MI Road', 26.9157, 75.8036], ['Malviya Nagar', 26.8549, 75.8243], ['Bani Park', 26.9302, 75.7942],
  ], [['Hawa Mahal', 26.9239, 75.8267], ['Amer Fort', 26.9855, 75.8513]]],
  ['Ahmedabad', 'Gujarat', 23.0225, 72.5714, false, [['Navrangpura', 23.0365, 72.5611], ['SG Highway', 23.0301, 72.5075], ['Ashram Road', 23.0395, 72.5710]], [['Sabarmati Ashram', 23.0607, 72.5806]]],
  ['Noida', 'Uttar Pradesh', 28.5355, 77.391, false, [['Sector 18', 28.5708, 77.3261], ['Sector 62', 28.6208, 77.3633]], [['Botanical Garden Metro', 28.5641, 77.3344]]],
  ['Gurugram', 'Haryana', 28.4595, 77.0266, false, [['Cyber City', 28.495, 77.0895], ['Sohna Road', 28.4089, 77.0421], ['MG Road Gurugram', 28.4794, 77.08]], [['Kingdom of Dreams', 28.4679, 77.0689]]],
  ['Lucknow', 'Uttar Pradesh', 26.8467, 80.9462, false, [['Hazratganj', 26.8504, 80.9453], ['Gomti Nagar', 26.8564, 81.0081]], [['Bara Imambara', 26.8692, 80.9128]]],
  ['Kochi', 'Kerala', 9.9312, 76.2673, false, [['Fort Kochi', 9.9658, 76.2421], ['Edappally', 10.0261, 76.3125]], [['Lulu Mall', 10.0271, 76.308]]],
  ['Mysuru', 'Karnataka', 12.2958, 76.6394, false, [['Nazarbad', 12.3082, 76.6643], ['Gokulam', 12.3265, 76.6339]], [['Mysore Palace', 12.3052, 76.6552]]],
  ['Chandigarh', 'Chandigarh', 30.7333, 76.7794, false, [['Sector 17', 30.7398, 76.7827], ['Sector 35', 30.7225, 76.7599]], [['Rock Garden', 30.7525, 76.8101]]],
  ['Indore', 'Madhya Pradesh', 22.7196, 75.8577, false, [['Vijay Nagar', 22.7533, 75.8937], ['Rajwada', 22.7186, 75.8553]], [['Sarafa Bazaar', 22.7177, 75.8545]]],
  ['Bhubaneswar', 'Odisha', 20.2961, 85.8245, false, [['Saheed Nagar', 20.2893, 85.8452], ['Patia', 20.3535, 85.8191]], [['Lingaraj Temple', 20.2382, 85.8338]]],
  ['Visakhapatnam', 'Andhra Pradesh', 17.6868, 83.2185, false, [['MVP Colony', 17.7415, 83.3361], ['Dwaraka Nagar', 17.7288, 83.3087]], [['RK Beach', 17.7142, 83.3238]]],
  ['Coimbatore', 'Tamil Nadu', 11.0168, 76.9558, false, [['Gandhipuram', 11.0183, 76.9725], ['RS Puram', 11.0081, 76.9502]], [['Coimbatore Junction', 10.9962, 76.9671]]],
  ['Udaipur', 'Rajasthan', 24.5854, 73.7125, false, [['Lake Pichola', 24.5764, 73.6835], ['Fateh Sagar', 24.6017, 73.6753]], [['City Palace Udaipur', 24.5764, 73.6915]]],
  ['Agra', 'Uttar Pradesh', 27.1767, 78.0081, false, [['Taj Ganj', 27.1662, 78.0433], ['Fatehabad Road', 27.1602, 78.0480]], [['Taj Mahal', 27.1751, 78.0421]]],
  ['Varanasi', 'Uttar Pradesh', 25.3176, 82.9739, false, [['Godowlia', 25.3095, 83.0076], ['Assi Ghat', 25.2906, 83.0067]], [['Kashi Vishwanath Temple', 25.3109, 83.0107]]],
  ['Amritsar', 'Punjab', 31.634, 74.8723, false, [['Ranjit Avenue', 31.6566, 74.8618], ['Hall Bazaar', 31.6325, 74.8761]], [['Golden Temple', 31.62, 74.8765]]],
  ['Rishikesh', 'Uttarakhand', 30.0869, 78.2676, false, [['Tapovan', 30.1287, 78.3183], ['Laxman Jhula', 30.1243, 78.3290]], [['Ram Jhula', 30.1225, 78.3135]]],
  ['Shimla', 'Himachal Pradesh', 31.1048, 77.1734, false, [['Mall Road', 31.1041, 77.1732], ['Sanjauli', 31.1033, 77.1927]], [['Jakhoo Temple', 31.1012, 77.1845]]],
  ['Manali', 'Himachal Pradesh', 32.2432, 77.1892, false, [['Old Manali', 32.2547, 77.1810], ['Mall Road Manali', 32.2431, 77.1892]], [['Hidimba Devi Temple', 32.2480, 77.1805]]],
  ['Puducherry', 'Puducherry', 11.9416, 79.8083, false, [['White Town', 11.9338, 79.8350], ['Heritage Town', 11.9310, 79.8290]], [['Promenade Beach', 11.9322, 79.8366]]],
];

/** Hotels per city: Bengaluru 160, New Delhi 60, other popular 40, the rest 12 => 628. */
export function hotelsForCity(index: number, popular: boolean): number {
  if (index === 0) return 160;
  if (index === 1) return 60;
  return popular ? 40 : 12;
}
