import { chakra } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { buttonRecipe } from '../../theme/recipes/button';

/** A client-side route link that takes Chakra style props. */
export const RouterLink = chakra(Link);

/** A route link styled as a button (variant "solid" or "outline"). */
export const ButtonLink = chakra(Link, buttonRecipe);
