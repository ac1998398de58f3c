export { RatingShown } from './rating-stars';
