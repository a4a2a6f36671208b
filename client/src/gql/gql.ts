/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query MenuPage {\n    menu {\n      taxRate\n      categories {\n        id\n        products {\n          id\n          tags\n        }\n        ...CategorySection_category\n      }\n    }\n  }\n": typeof types.MenuPageDocument,
    "\n  fragment CategorySection_category on Category {\n    id\n    name\n    products {\n      id\n      tags\n      ...ProductCard_product\n    }\n  }\n": typeof types.CategorySection_CategoryFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    description\n    image\n    badge\n    priceWithTax\n    lowestPriceWithTax\n    options {\n      id\n      name\n      priceWithTax\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
};
const documents: Documents = {
    "\n  query MenuPage {\n    menu {\n      taxRate\n      categories {\n        id\n        products {\n          id\n          tags\n        }\n        ...CategorySection_category\n      }\n    }\n  }\n": types.MenuPageDocument,
    "\n  fragment CategorySection_category on Category {\n    id\n    name\n    products {\n      id\n      tags\n      ...ProductCard_product\n    }\n  }\n": types.CategorySection_CategoryFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    description\n    image\n    badge\n    priceWithTax\n    lowestPriceWithTax\n    options {\n      id\n      name\n      priceWithTax\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuPage {\n    menu {\n      taxRate\n      categories {\n        id\n        products {\n          id\n          tags\n        }\n        ...CategorySection_category\n      }\n    }\n  }\n"): (typeof documents)["\n  query MenuPage {\n    menu {\n      taxRate\n      categories {\n        id\n        products {\n          id\n          tags\n        }\n        ...CategorySection_category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategorySection_category on Category {\n    id\n    name\n    products {\n      id\n      tags\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  fragment CategorySection_category on Category {\n    id\n    name\n    products {\n      id\n      tags\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    name\n    description\n    image\n    badge\n    priceWithTax\n    lowestPriceWithTax\n    options {\n      id\n      name\n      priceWithTax\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    name\n    description\n    image\n    badge\n    priceWithTax\n    lowestPriceWithTax\n    options {\n      id\n      name\n      priceWithTax\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;