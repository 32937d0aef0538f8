import { workoutEndpoints as api } from '@coachline/contract/workouts';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import * as exercises from './exercises.service';
import * as workouts from './workouts.service';

/** The exercise library and the workout builder (issue 16 §1). */
export const workoutsRoutes = (deps: Deps) =>
  routesPlugin([
    handle(api.list, ({ ctx, query }) => workouts.list(deps, ctx, query)),
    handle(api.all, ({ ctx }) => workouts.all(deps, ctx)),
    handle(api.attributeTypes, ({ ctx }) => exercises.attributeTypes(deps, ctx)),
    handle(api.customAttributeTypes, ({ ctx, query }) =>
      exercises.attributes(deps, ctx, query.attribute_type_id),
    ),
    handle(api.exercises, ({ ctx, query }) => exercises.listExercises(deps, ctx, query)),
    handle(api.blocks, ({ ctx, params }) => workouts.detail(deps, ctx, params.workout)),
    handle(api.smartBlocks, ({ ctx }) => workouts.smartBlocks(deps, ctx)),
    handle(api.categories, ({ ctx }) => workouts.categories(deps, ctx)),
    handle(api.create, ({ ctx, body }) => workouts.create(deps, ctx, body)),
    handle(api.createBlock, ({ ctx, params, body }) =>
      workouts.createBlock(deps, ctx, params.workout, body),
    ),
    handle(api.addExercise, ({ ctx, body }) => workouts.addExercise(deps, ctx, body)),
    handle(api.duplicateBlock, ({ ctx, params }) =>
      workouts.duplicateBlock(deps, ctx, params.block),
    ),
    handle(api.createSmartBlock, ({ ctx, params, body }) =>
      workouts.createSmartBlock(deps, ctx, params.block, body.name),
    ),
    handle(api.createAttribute, ({ ctx, body }) => exercises.createAttribute(deps, ctx, body)),
    handle(api.duplicate, ({ ctx, body }) => workouts.duplicate(deps, ctx, body.workout_id)),
    handle(api.createExercise, ({ ctx, body }) => exercises.createExercise(deps, ctx, body)),
    handle(api.updateExercise, ({ ctx, body }) => exercises.updateExercise(deps, ctx, body)),
    handle(api.createCategory, ({ ctx, body }) => workouts.createCategory(deps, ctx, body.name)),
    handle(api.update, ({ ctx, params, body }) => workouts.update(deps, ctx, params.workout, body)),
    handle(api.updateBlock, ({ ctx, params, body }) =>
      workouts.updateBlock(deps, ctx, params.block, body),
    ),
    handle(api.sortBlocks, ({ ctx, params, body }) =>
      workouts.sortBlocks(deps, ctx, params.workout, body.ids),
    ),
    handle(api.sortBlockExercises, ({ ctx, params, body }) =>
      workouts.sortBlockExercises(deps, ctx, params.block, body.ids),
    ),
    handle(api.moveBlockExercise, ({ ctx, params, body }) =>
      workouts.moveBlockExercise(deps, ctx, params.block, body),
    ),
    handle(api.rename, ({ ctx, params, body }) =>
      workouts.rename(deps, ctx, params.workout, body.name),
    ),
    handle(api.favouriteExercise, ({ ctx, body }) =>
      exercises.favourite(deps, ctx, body.exercise_id, body.favourite),
    ),
    handle(api.pinAttributeType, ({ ctx, body }) =>
      exercises.pinAttributeType(deps, ctx, body.attribute_type_id, body.pinned),
    ),
    handle(api.updateBlockExercise, ({ ctx, params, body }) =>
      workouts.updateBlockExercise(deps, ctx, params.block_exercise, body),
    ),
    handle(api.duplicateBlockExercise, ({ ctx, params }) =>
      workouts.duplicateBlockExercise(deps, ctx, params.block_exercise),
    ),
    handle(api.delete, ({ ctx, body }) => workouts.remove(deps, ctx, body.ids)),
    handle(api.deleteBlock, ({ ctx, params }) =>
      workouts.deleteBlock(deps, ctx, params.block, false),
    ),
    handle(api.deleteSmartBlock, ({ ctx, params }) =>
      workouts.deleteBlock(deps, ctx, params.block, true),
    ),
    handle(api.deleteBlockExercise, ({ ctx, params, body }) =>
      workouts.deleteBlockExercise(deps, ctx, params.block, body.block_exercise_id),
    ),
    handle(api.deleteAttribute, ({ ctx, body }) =>
      exercises.deleteAttribute(deps, ctx, body.attribute_id),
    ),
    handle(api.deleteExercise, ({ ctx, body }) =>
      exercises.deleteExercise(deps, ctx, body.exercise_id),
    ),
    handle(api.deleteCategory, ({ ctx, params }) =>
      workouts.deleteCategory(deps, ctx, params.workout_category),
    ),
  ]);
