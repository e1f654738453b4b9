import type { DataProvider, ResourceCallbacks } from 'react-admin';
import type { AppSupabaseClient } from './appSupabaseClient';
import { supabaseClient } from './supabaseClient';
import { CRUD_METHODS } from './tables';
import type { SearchRpc } from './searchRpc';
import type * as CrudSteps from './crudProvider';
import { withAdmins } from './withAdmins';
import { lazyMethods } from './lazyMethods';
import { countMethods, type CountMethods } from './countMethods';
import { auditMethods, type AuditMethods } from './auditMethods';
import { chatMethods, type ChatMethods } from './chatMethods';
import type { PresenceMethods } from './presence';
import type { CardChangeMethods } from './cardChangeMethods';
import type { ImageMethods } from './imageMethods';
import type { PersonalDataMethods } from './personalDataMethods';
import type { RetentionMethods } from './retentionMethods';
import type { TermsMethods } from './termsMethods';
import type { CardRuleMethods } from './cardRuleMethods';
import type { SearchMethods } from './searchMethods';
import type { SavedViewMethods } from './savedViewMethods';
import type { ProposalMethods } from './proposalMethods';

export type {
  CountParams,
  DashboardBounds,
  DashboardSummary,
  ConsentSummary,
  ConsentSummaryParams,
} from './countMethods';
export type { AuditActor, ChangeSetState, PublicationEvent } from './auditMethods';
export type { SearchHit } from './searchMethods';
export type { SavedView, NewSavedView } from './savedViewMethods';

/*
 * The data provider: the only way the views reach the database (as Atomic CRM's CrmDataProvider), all errors in
 * Swedish. A react-admin call (getList, update, …) passes these steps, outermost first:
 *
 *   1. withAdmins              ./withAdmins         the `admins` resource → Edge Function admin-users (./adminsProvider)
 *   2. loadOnFirstCall         here                 steps 3–7 load with the first list or form (./crudProvider)
 *   3. withLifecycleCallbacks  react-admin          the resources' callbacks (the card's categories) and the image
 *                                                   cleanup after a save (./siteImages); they see the custom methods
 *   4. withConditionalWrites   ./conditionalWrites  update/delete only at the version the editor loaded; else 409
 *                                                   naming who changed the record and when (issue 20)
 *   5. withSearchRpcs          ./searchRpc          a list's text search → the resource's search RPC (trigram index)
 *   6. withTableNames          ./tableNames         route → table ('cards' → 'credit_cards'); errors → Swedish
 *   7. raSupabase              ./crudProvider       ra-supabase: PostgREST queries through supabase-js
 *
 * The app's own calls (AppMethods) sit beside them, one file per family: counts (./countMethods), the history's
 * actors (./auditMethods), chats (./chatMethods), editing sessions (./presence), card change sets
 * (./cardChangeMethods over ./bulkUpdateCards), images (./imageMethods), one person's data (./personalDataMethods,
 * GDPR), Gallring (./retentionMethods), Villkor per datum (./termsMethods), the rule report (./cardRuleMethods), the
 * search across everything (./searchMethods) and the shared views (./savedViewMethods); all but the first three load
 * on first use.
 */

/** The app's own calls besides react-admin's CRUD. */
export interface AppMethods
  extends
    CountMethods,
    AuditMethods,
    ChatMethods,
    PresenceMethods,
    CardChangeMethods,
    ImageMethods,
    PersonalDataMethods,
    RetentionMethods,
    TermsMethods,
    CardRuleMethods,
    SearchMethods,
    SavedViewMethods,
    ProposalMethods {}

/** react-admin's data provider plus the app's own calls. */
export interface AppDataProvider extends DataProvider, AppMethods {}

export interface DataProviderOptions {
  /** Route → table, from the resource registry. */
  tables: Record<string, string>;
  /** Loaders of the resources' lifecycle callbacks, called with the CRUD provider's first use. */
  callbacks?: Array<() => Promise<ResourceCallbacks>>;
  /** Route → search RPC, from the resource registry. */
  searches?: Record<string, SearchRpc>;
  client?: AppSupabaseClient;
}

export function createDataProvider({
  tables,
  callbacks = [],
  searches = {},
  client = supabaseClient,
}: DataProviderOptions): AppDataProvider {
  const custom = appMethods(client, tables);
  const crud = loadOnFirstCall(async () => {
    const [steps, ...loaded] = await Promise.all([
      import('./crudProvider'),
      ...callbacks.map((load) => load()),
    ]);
    return crudPipeline(steps, { tables, searches, client, custom, callbacks: loaded });
  });
  return { ...withAdmins(crud, client), ...custom };
}

export interface CrudPipelineOptions {
  tables: Record<string, string>;
  searches: Record<string, SearchRpc>;
  client: AppSupabaseClient;
  /** The app's own calls, which the lifecycle callbacks may use. */
  custom: object;
  /** The resources' lifecycle callbacks, loaded. */
  callbacks: ResourceCallbacks[];
}

/** Steps 3–7 over the loaded ./crudProvider, innermost first. */
export function crudPipeline(
  steps: typeof CrudSteps,
  { tables, searches, client, custom, callbacks }: CrudPipelineOptions,
): DataProvider {
  const postgrest = steps.raSupabase(client); // 7
  const named = steps.withTableNames(postgrest, tables); // 6
  const searched = steps.withSearchRpcs(named, searches, client); // 5
  const versioned = steps.withConditionalWrites(searched, tables, client); // 4
  return steps.withLifecycleCallbacks({ ...versioned, ...custom }, [
    ...callbacks,
    ...steps.imageCleanupCallbacks(tables, client),
  ]); // 3
}

/** Step 2: the CRUD methods, which build the provider `load` answers on the first call of any of them. */
function loadOnFirstCall(load: () => Promise<DataProvider>): DataProvider {
  let loaded: Promise<DataProvider> | undefined;
  const methods = CRUD_METHODS.map((method) => [
    method,
    async (resource: string, params: unknown) => {
      loaded ??= load();
      const provider = (await loaded) as unknown as Record<
        string,
        (r: string, p: unknown) => Promise<unknown>
      >;
      return provider[method](resource, params);
    },
  ]);
  return Object.fromEntries(methods) as unknown as DataProvider;
}

/** The app's own calls, by family; presence, card change sets and images load with their first call. */
function appMethods(client: AppSupabaseClient, tables: Record<string, string>): AppMethods {
  return {
    ...countMethods(client, tables),
    ...auditMethods(client),
    ...chatMethods(client),
    ...lazyMethods<PresenceMethods>(
      () => import('./presence').then((module) => module.presenceMethods(client)),
      { touchEditingSession: true, leaveEditingSession: true, getEditingSessions: true },
    ),
    ...lazyMethods<CardChangeMethods>(
      () => import('./cardChangeMethods').then((module) => module.cardChangeMethods(client)),
      { bulkUpdateCards: true, undoCardChanges: true },
    ),
    ...lazyMethods<ImageMethods>(
      () => import('./imageMethods').then((module) => module.imageMethods(client)),
      { uploadImage: true, listImages: true, cleanupImages: true },
    ),
    ...lazyMethods<PersonalDataMethods>(
      () => import('./personalDataMethods').then((module) => module.personalDataMethods(client)),
      { findPersonalData: true, erasePersonalData: true },
    ),
    ...lazyMethods<RetentionMethods>(
      () => import('./retentionMethods').then((module) => module.retentionMethods(client)),
      { runRetention: true },
    ),
    ...lazyMethods<TermsMethods>(
      () => import('./termsMethods').then((module) => module.termsMethods(client)),
      { getTermsOnDate: true, getCardTermsTimeline: true },
    ),
    ...lazyMethods<CardRuleMethods>(
      () => import('./cardRuleMethods').then((module) => module.cardRuleMethods(client)),
      { cardRuleReport: true },
    ),
    ...lazyMethods<SearchMethods>(
      () => import('./searchMethods').then((module) => module.searchMethods(client)),
      { searchEverything: true },
    ),
    ...lazyMethods<SavedViewMethods>(
      () => import('./savedViewMethods').then((module) => module.savedViewMethods(client)),
      { getSavedViews: true, createSavedView: true, deleteSavedView: true },
    ),
    ...lazyMethods<ProposalMethods>(
      () => import('./proposalMethods').then((module) => module.proposalMethods(client)),
      {
        proposeCardChange: true,
        approveCardChange: true,
        rejectCardChange: true,
        cardChangeProblems: true,
        getApprovalSetting: true,
        setApprovalSetting: true,
      },
    ),
  };
}
