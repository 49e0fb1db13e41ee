import { z } from 'zod';
import { defineBlockType } from '../define.ts';

/**
 * The hidden `_shadow_` type supplies shared properties to the items a
 * factory generates (e.g. every generated pod gets the shadow's ratio and button).
 */
export const shadowProps = z.record(z.string(), z.unknown());

export const _shadow_ = defineBlockType({
  name: '_shadow_',
  title: 'Shared item properties',
  props: shadowProps,
  compatibility: [],
});
