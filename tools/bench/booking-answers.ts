/** The parts of the checkout calls' answers the booking benchmarks read (libs/api-client/contract has the whole). */
export interface Itinerary {
  bid: string;
  price: { selected_rate_plan: { price: { net_payable_amount: number } } };
}

export interface Payment {
  order_id: string;
  gateway_order: { gateway_order_id: string } | null;
}
