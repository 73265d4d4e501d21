// Animation features, loaded in their own chunk after the page is interactive (LazyMotion).
export { domAnimation as default } from 'framer-motion';
