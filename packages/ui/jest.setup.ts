// Portable stories: apply .storybook/preview (global parameters, decorators) to composeStories().
import { setProjectAnnotations } from '@storybook/react-vite';
import { toHaveNoViolations } from 'jest-axe';
import * as previewAnnotations from './.storybook/preview';

setProjectAnnotations([previewAnnotations]);

expect.extend(toHaveNoViolations);
