/** An organisation's establishments, their guest check-in links and the guests' check-in. */

export {
  checkinOf,
  findEstablishment,
  sesPasswordOf,
  type TEstablishmentRow,
} from './establishments.ts';
export { checkins, establishments } from './establishments-schema.ts';
