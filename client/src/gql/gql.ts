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
    "\n  query Me {\n    me {\n      id\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation SignOutAdmin {\n    signOutAdmin\n  }\n": typeof types.SignOutAdminDocument,
    "\n  query AddressByPostalCode($code: String!) {\n    addressByPostalCode(code: $code) {\n      prefectureId\n      address2\n      address3\n    }\n  }\n": typeof types.AddressByPostalCodeDocument,
    "\n  mutation ConfirmSignUp($token: String!) {\n    confirmSignUp(token: $token) {\n      __typename\n      ... on MutationConfirmSignUpSuccess {\n        data {\n          customer {\n            id\n            lastName\n            firstName\n          }\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.ConfirmSignUpDocument,
    "\n  query MyAccount {\n    me {\n      id\n      ...CustomerProfile_customer\n    }\n  }\n": typeof types.MyAccountDocument,
    "\n  mutation RequestPasswordReset($email: String!, $redirectUrl: String) {\n    requestPasswordReset(email: $email, redirectUrl: $redirectUrl) {\n      __typename\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResendConfirmation($email: String!) {\n    resendConfirmation(email: $email) {\n      __typename\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": typeof types.ResendConfirmationDocument,
    "\n  mutation ResetPassword($uid: String!, $accessToken: String!, $password: String!, $passwordConfirmation: String) {\n    resetPassword(uid: $uid, accessToken: $accessToken, password: $password, passwordConfirmation: $passwordConfirmation) {\n      __typename\n      ... on MutationResetPasswordSuccess {\n        data {\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      __typename\n      ... on MutationSignInSuccess {\n        data {\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation SignUp($input: CustomerProfileInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on MutationSignUpSuccess {\n        data {\n          id\n          email\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation UpdateMyAccount($input: CustomerProfileInput!) {\n    updateMyAccount(input: $input) {\n      __typename\n      ... on MutationUpdateMyAccountSuccess {\n        data {\n          id\n          ...CustomerProfile_customer\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": typeof types.UpdateMyAccountDocument,
    "\n  fragment CustomerProfile_customer on Customer {\n    email\n    lastName\n    firstName\n    lastNameKana\n    firstNameKana\n    tel\n    postalCode\n    prefectureId\n    address1\n    address2\n  }\n": typeof types.CustomerProfile_CustomerFragmentDoc,
    "\n  mutation SignInAdmin($email: String!, $password: String!) {\n    signInAdmin(email: $email, password: $password) {\n      __typename\n      ... on MutationSignInAdminSuccess {\n        data {\n          administrator {\n            id\n            name\n            role\n          }\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": typeof types.SignInAdminDocument,
    "\n  query Administrator($id: ID!) {\n    administrator(id: $id) {\n      id\n      name\n      email\n      role\n    }\n    myAdministrator {\n      id\n      role\n    }\n  }\n": typeof types.AdministratorDocument,
    "\n  query Administrators {\n    administrators {\n      id\n      ...AdministratorRow_administrator\n    }\n    myAdministrator {\n      id\n      role\n    }\n  }\n": typeof types.AdministratorsDocument,
    "\n  mutation CreateAdministrator($input: AdministratorInput!) {\n    createAdministrator(input: $input) {\n      __typename\n      ... on MutationCreateAdministratorSuccess {\n        data {\n          id\n          name\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": typeof types.CreateAdministratorDocument,
    "\n  mutation DeleteAdministrator($id: ID!) {\n    deleteAdministrator(id: $id) {\n      __typename\n      ... on MutationDeleteAdministratorSuccess {\n        data\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": typeof types.DeleteAdministratorDocument,
    "\n  mutation UpdateMyAdministratorAccount($input: AdministratorInput!) {\n    updateMyAdministratorAccount(input: $input) {\n      __typename\n      ... on MutationUpdateMyAdministratorAccountSuccess {\n        data {\n          id\n          name\n          email\n          role\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": typeof types.UpdateMyAdministratorAccountDocument,
    "\n  fragment AdministratorRow_administrator on Administrator {\n    id\n    name\n    email\n    role\n  }\n": typeof types.AdministratorRow_AdministratorFragmentDoc,
    "\n  query CartMenu($method: ProvisionMethod) {\n    menu(method: $method) {\n      taxRate\n      lowestPrice\n    }\n  }\n": typeof types.CartMenuDocument,
    "\n  query OrderProduct($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      description\n      image\n      isTakeout\n      isDelivery\n      lowestPriceWithTax\n      ...ProductChoice_product\n    }\n  }\n": typeof types.OrderProductDocument,
    "\n  query MenuPage($method: ProvisionMethod) {\n    menu(method: $method) {\n      taxRate\n      lowestPrice\n      categories {\n        id\n        products {\n          id\n          tags\n        }\n        ...CategorySection_category\n      }\n    }\n  }\n": typeof types.MenuPageDocument,
    "\n  fragment CategorySection_category on Category {\n    id\n    name\n    products {\n      id\n      tags\n      ...ProductCard_product\n    }\n  }\n": typeof types.CategorySection_CategoryFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    description\n    image\n    badge\n    priceWithTax\n    lowestPriceWithTax\n    options {\n      id\n      name\n      priceWithTax\n    }\n    ...ProductChoice_product\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  fragment ProductChoice_product on Product {\n    id\n    name\n    description\n    image\n    price\n    priceWithTax\n    options {\n      id\n      name\n      price\n      priceWithTax\n    }\n    toppings {\n      id\n      name\n      options {\n        id\n        name\n        price\n        priceWithTax\n      }\n    }\n  }\n": typeof types.ProductChoice_ProductFragmentDoc,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      id\n    }\n  }\n": types.MeDocument,
    "\n  mutation SignOutAdmin {\n    signOutAdmin\n  }\n": types.SignOutAdminDocument,
    "\n  query AddressByPostalCode($code: String!) {\n    addressByPostalCode(code: $code) {\n      prefectureId\n      address2\n      address3\n    }\n  }\n": types.AddressByPostalCodeDocument,
    "\n  mutation ConfirmSignUp($token: String!) {\n    confirmSignUp(token: $token) {\n      __typename\n      ... on MutationConfirmSignUpSuccess {\n        data {\n          customer {\n            id\n            lastName\n            firstName\n          }\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.ConfirmSignUpDocument,
    "\n  query MyAccount {\n    me {\n      id\n      ...CustomerProfile_customer\n    }\n  }\n": types.MyAccountDocument,
    "\n  mutation RequestPasswordReset($email: String!, $redirectUrl: String) {\n    requestPasswordReset(email: $email, redirectUrl: $redirectUrl) {\n      __typename\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResendConfirmation($email: String!) {\n    resendConfirmation(email: $email) {\n      __typename\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": types.ResendConfirmationDocument,
    "\n  mutation ResetPassword($uid: String!, $accessToken: String!, $password: String!, $passwordConfirmation: String) {\n    resetPassword(uid: $uid, accessToken: $accessToken, password: $password, passwordConfirmation: $passwordConfirmation) {\n      __typename\n      ... on MutationResetPasswordSuccess {\n        data {\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      __typename\n      ... on MutationSignInSuccess {\n        data {\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation SignUp($input: CustomerProfileInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on MutationSignUpSuccess {\n        data {\n          id\n          email\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation UpdateMyAccount($input: CustomerProfileInput!) {\n    updateMyAccount(input: $input) {\n      __typename\n      ... on MutationUpdateMyAccountSuccess {\n        data {\n          id\n          ...CustomerProfile_customer\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": types.UpdateMyAccountDocument,
    "\n  fragment CustomerProfile_customer on Customer {\n    email\n    lastName\n    firstName\n    lastNameKana\n    firstNameKana\n    tel\n    postalCode\n    prefectureId\n    address1\n    address2\n  }\n": types.CustomerProfile_CustomerFragmentDoc,
    "\n  mutation SignInAdmin($email: String!, $password: String!) {\n    signInAdmin(email: $email, password: $password) {\n      __typename\n      ... on MutationSignInAdminSuccess {\n        data {\n          administrator {\n            id\n            name\n            role\n          }\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": types.SignInAdminDocument,
    "\n  query Administrator($id: ID!) {\n    administrator(id: $id) {\n      id\n      name\n      email\n      role\n    }\n    myAdministrator {\n      id\n      role\n    }\n  }\n": types.AdministratorDocument,
    "\n  query Administrators {\n    administrators {\n      id\n      ...AdministratorRow_administrator\n    }\n    myAdministrator {\n      id\n      role\n    }\n  }\n": types.AdministratorsDocument,
    "\n  mutation CreateAdministrator($input: AdministratorInput!) {\n    createAdministrator(input: $input) {\n      __typename\n      ... on MutationCreateAdministratorSuccess {\n        data {\n          id\n          name\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": types.CreateAdministratorDocument,
    "\n  mutation DeleteAdministrator($id: ID!) {\n    deleteAdministrator(id: $id) {\n      __typename\n      ... on MutationDeleteAdministratorSuccess {\n        data\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n": types.DeleteAdministratorDocument,
    "\n  mutation UpdateMyAdministratorAccount($input: AdministratorInput!) {\n    updateMyAdministratorAccount(input: $input) {\n      __typename\n      ... on MutationUpdateMyAdministratorAccountSuccess {\n        data {\n          id\n          name\n          email\n          role\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n": types.UpdateMyAdministratorAccountDocument,
    "\n  fragment AdministratorRow_administrator on Administrator {\n    id\n    name\n    email\n    role\n  }\n": types.AdministratorRow_AdministratorFragmentDoc,
    "\n  query CartMenu($method: ProvisionMethod) {\n    menu(method: $method) {\n      taxRate\n      lowestPrice\n    }\n  }\n": types.CartMenuDocument,
    "\n  query OrderProduct($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      description\n      image\n      isTakeout\n      isDelivery\n      lowestPriceWithTax\n      ...ProductChoice_product\n    }\n  }\n": types.OrderProductDocument,
    "\n  query MenuPage($method: ProvisionMethod) {\n    menu(method: $method) {\n      taxRate\n      lowestPrice\n      categories {\n        id\n        products {\n          id\n          tags\n        }\n        ...CategorySection_category\n      }\n    }\n  }\n": types.MenuPageDocument,
    "\n  fragment CategorySection_category on Category {\n    id\n    name\n    products {\n      id\n      tags\n      ...ProductCard_product\n    }\n  }\n": types.CategorySection_CategoryFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    description\n    image\n    badge\n    priceWithTax\n    lowestPriceWithTax\n    options {\n      id\n      name\n      priceWithTax\n    }\n    ...ProductChoice_product\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  fragment ProductChoice_product on Product {\n    id\n    name\n    description\n    image\n    price\n    priceWithTax\n    options {\n      id\n      name\n      price\n      priceWithTax\n    }\n    toppings {\n      id\n      name\n      options {\n        id\n        name\n        price\n        priceWithTax\n      }\n    }\n  }\n": types.ProductChoice_ProductFragmentDoc,
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
export function graphql(source: "\n  query Me {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutAdmin {\n    signOutAdmin\n  }\n"): (typeof documents)["\n  mutation SignOutAdmin {\n    signOutAdmin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressByPostalCode($code: String!) {\n    addressByPostalCode(code: $code) {\n      prefectureId\n      address2\n      address3\n    }\n  }\n"): (typeof documents)["\n  query AddressByPostalCode($code: String!) {\n    addressByPostalCode(code: $code) {\n      prefectureId\n      address2\n      address3\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSignUp($token: String!) {\n    confirmSignUp(token: $token) {\n      __typename\n      ... on MutationConfirmSignUpSuccess {\n        data {\n          customer {\n            id\n            lastName\n            firstName\n          }\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmSignUp($token: String!) {\n    confirmSignUp(token: $token) {\n      __typename\n      ... on MutationConfirmSignUpSuccess {\n        data {\n          customer {\n            id\n            lastName\n            firstName\n          }\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccount {\n    me {\n      id\n      ...CustomerProfile_customer\n    }\n  }\n"): (typeof documents)["\n  query MyAccount {\n    me {\n      id\n      ...CustomerProfile_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!, $redirectUrl: String) {\n    requestPasswordReset(email: $email, redirectUrl: $redirectUrl) {\n      __typename\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!, $redirectUrl: String) {\n    requestPasswordReset(email: $email, redirectUrl: $redirectUrl) {\n      __typename\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendConfirmation($email: String!) {\n    resendConfirmation(email: $email) {\n      __typename\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResendConfirmation($email: String!) {\n    resendConfirmation(email: $email) {\n      __typename\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($uid: String!, $accessToken: String!, $password: String!, $passwordConfirmation: String) {\n    resetPassword(uid: $uid, accessToken: $accessToken, password: $password, passwordConfirmation: $passwordConfirmation) {\n      __typename\n      ... on MutationResetPasswordSuccess {\n        data {\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($uid: String!, $accessToken: String!, $password: String!, $passwordConfirmation: String) {\n    resetPassword(uid: $uid, accessToken: $accessToken, password: $password, passwordConfirmation: $passwordConfirmation) {\n      __typename\n      ... on MutationResetPasswordSuccess {\n        data {\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      __typename\n      ... on MutationSignInSuccess {\n        data {\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      __typename\n      ... on MutationSignInSuccess {\n        data {\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: CustomerProfileInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on MutationSignUpSuccess {\n        data {\n          id\n          email\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: CustomerProfileInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on MutationSignUpSuccess {\n        data {\n          id\n          email\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyAccount($input: CustomerProfileInput!) {\n    updateMyAccount(input: $input) {\n      __typename\n      ... on MutationUpdateMyAccountSuccess {\n        data {\n          id\n          ...CustomerProfile_customer\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyAccount($input: CustomerProfileInput!) {\n    updateMyAccount(input: $input) {\n      __typename\n      ... on MutationUpdateMyAccountSuccess {\n        data {\n          id\n          ...CustomerProfile_customer\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerProfile_customer on Customer {\n    email\n    lastName\n    firstName\n    lastNameKana\n    firstNameKana\n    tel\n    postalCode\n    prefectureId\n    address1\n    address2\n  }\n"): (typeof documents)["\n  fragment CustomerProfile_customer on Customer {\n    email\n    lastName\n    firstName\n    lastNameKana\n    firstNameKana\n    tel\n    postalCode\n    prefectureId\n    address1\n    address2\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInAdmin($email: String!, $password: String!) {\n    signInAdmin(email: $email, password: $password) {\n      __typename\n      ... on MutationSignInAdminSuccess {\n        data {\n          administrator {\n            id\n            name\n            role\n          }\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInAdmin($email: String!, $password: String!) {\n    signInAdmin(email: $email, password: $password) {\n      __typename\n      ... on MutationSignInAdminSuccess {\n        data {\n          administrator {\n            id\n            name\n            role\n          }\n          credentials {\n            accessToken\n            client\n            uid\n          }\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Administrator($id: ID!) {\n    administrator(id: $id) {\n      id\n      name\n      email\n      role\n    }\n    myAdministrator {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  query Administrator($id: ID!) {\n    administrator(id: $id) {\n      id\n      name\n      email\n      role\n    }\n    myAdministrator {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Administrators {\n    administrators {\n      id\n      ...AdministratorRow_administrator\n    }\n    myAdministrator {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  query Administrators {\n    administrators {\n      id\n      ...AdministratorRow_administrator\n    }\n    myAdministrator {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAdministrator($input: AdministratorInput!) {\n    createAdministrator(input: $input) {\n      __typename\n      ... on MutationCreateAdministratorSuccess {\n        data {\n          id\n          name\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAdministrator($input: AdministratorInput!) {\n    createAdministrator(input: $input) {\n      __typename\n      ... on MutationCreateAdministratorSuccess {\n        data {\n          id\n          name\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAdministrator($id: ID!) {\n    deleteAdministrator(id: $id) {\n      __typename\n      ... on MutationDeleteAdministratorSuccess {\n        data\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAdministrator($id: ID!) {\n    deleteAdministrator(id: $id) {\n      __typename\n      ... on MutationDeleteAdministratorSuccess {\n        data\n      }\n      ... on Error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyAdministratorAccount($input: AdministratorInput!) {\n    updateMyAdministratorAccount(input: $input) {\n      __typename\n      ... on MutationUpdateMyAdministratorAccountSuccess {\n        data {\n          id\n          name\n          email\n          role\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyAdministratorAccount($input: AdministratorInput!) {\n    updateMyAdministratorAccount(input: $input) {\n      __typename\n      ... on MutationUpdateMyAdministratorAccountSuccess {\n        data {\n          id\n          name\n          email\n          role\n        }\n      }\n      ... on Error {\n        message\n      }\n      ... on ValidationError {\n        fieldErrors {\n          field\n          messages\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdministratorRow_administrator on Administrator {\n    id\n    name\n    email\n    role\n  }\n"): (typeof documents)["\n  fragment AdministratorRow_administrator on Administrator {\n    id\n    name\n    email\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartMenu($method: ProvisionMethod) {\n    menu(method: $method) {\n      taxRate\n      lowestPrice\n    }\n  }\n"): (typeof documents)["\n  query CartMenu($method: ProvisionMethod) {\n    menu(method: $method) {\n      taxRate\n      lowestPrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderProduct($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      description\n      image\n      isTakeout\n      isDelivery\n      lowestPriceWithTax\n      ...ProductChoice_product\n    }\n  }\n"): (typeof documents)["\n  query OrderProduct($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      description\n      image\n      isTakeout\n      isDelivery\n      lowestPriceWithTax\n      ...ProductChoice_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuPage($method: ProvisionMethod) {\n    menu(method: $method) {\n      taxRate\n      lowestPrice\n      categories {\n        id\n        products {\n          id\n          tags\n        }\n        ...CategorySection_category\n      }\n    }\n  }\n"): (typeof documents)["\n  query MenuPage($method: ProvisionMethod) {\n    menu(method: $method) {\n      taxRate\n      lowestPrice\n      categories {\n        id\n        products {\n          id\n          tags\n        }\n        ...CategorySection_category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategorySection_category on Category {\n    id\n    name\n    products {\n      id\n      tags\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  fragment CategorySection_category on Category {\n    id\n    name\n    products {\n      id\n      tags\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    name\n    description\n    image\n    badge\n    priceWithTax\n    lowestPriceWithTax\n    options {\n      id\n      name\n      priceWithTax\n    }\n    ...ProductChoice_product\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    name\n    description\n    image\n    badge\n    priceWithTax\n    lowestPriceWithTax\n    options {\n      id\n      name\n      priceWithTax\n    }\n    ...ProductChoice_product\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductChoice_product on Product {\n    id\n    name\n    description\n    image\n    price\n    priceWithTax\n    options {\n      id\n      name\n      price\n      priceWithTax\n    }\n    toppings {\n      id\n      name\n      options {\n        id\n        name\n        price\n        priceWithTax\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductChoice_product on Product {\n    id\n    name\n    description\n    image\n    price\n    priceWithTax\n    options {\n      id\n      name\n      price\n      priceWithTax\n    }\n    toppings {\n      id\n      name\n      options {\n        id\n        name\n        price\n        priceWithTax\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;