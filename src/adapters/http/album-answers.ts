// Moved to contracts/api (the API declared once); kept for the content gateway until it takes its schemas from there.
export * from '../../../contracts/api/answers/albums';
