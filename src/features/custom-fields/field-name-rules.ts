import { maxLengthMessage, REQUIRED_MESSAGE } from '@/shared/form/messages';
import { FIELD_NAME_MAX_LENGTH } from './limits';

/**
 * The custom-field name rules, as data and one pure function. The app's form (schema.ts) and the mock
 * backend (mocks/handlers/custom-fields.ts) both import this module, so the message a user sees while
 * typing is exactly the one the server answers. Keep it pure (no app state, no browser APIs): the mock loads it too.
 *
 * Rules, checked in this order (the first failing one is reported):
 *  1. required ("is a required field") and at most 100 characters (OpenAPI: name minLength 1, maxLength 100);
 *  2. letters A–Z/a–z, digits and underscores only, and the first character a letter or an underscore;
 *  3. not a system field name, then not a reserved field name (legacy API: one message for both);
 *  4. not an SQL reserved keyword;
 *  5. unique among the account's custom fields, compared case-insensitively.
 * Names are trimmed before they are checked and stored.
 */

export const NAME_TOO_LONG_MESSAGE = maxLengthMessage(FIELD_NAME_MAX_LENGTH);
/** The spec names the character rules but does not word them; these are ours. */
export const NAME_CHARACTERS_MESSAGE = 'may contain only letters, numbers and underscores';
export const NAME_START_MESSAGE = 'must start with a letter or an underscore';
/** The spec's exact strings (audience-and-account.md §8). */
export const SQL_KEYWORD_MESSAGE = "can't name custom field with SQL reserved keywords";
export const SYSTEM_FIELD_MESSAGE = "can't name custom field with system field names";
export const RESERVED_FIELD_MESSAGE = "can't name custom field with reserved field names";
/** What the legacy contactdb API answers for any reserved (or system) name: its own wording, kept for legacy screens. */
export const LEGACY_RESERVED_FIELD_MESSAGE = 'You have used a reserved field name for your custom field.';
export const NAME_IN_USE_MESSAGE = 'field name is already in use';

const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/**
 * SQL:2016 reserved words: ISO/IEC 9075-2:2016, 5.2 <token and separator>, "<reserved word>"
 * (also tabulated in the PostgreSQL manual, Appendix C "SQL Key Words", column "SQL:2016").
 * END-EXEC is listed for completeness; its hyphen already fails the character rule.
 */
const SQL_2016_RESERVED = words(`
  ABS ACOS ALL ALLOCATE ALTER AND ANY ARE ARRAY ARRAY_AGG ARRAY_MAX_CARDINALITY AS ASENSITIVE ASIN ASYMMETRIC AT
  ATAN ATOMIC AUTHORIZATION AVG
  BEGIN BEGIN_FRAME BEGIN_PARTITION BETWEEN BIGINT BINARY BLOB BOOLEAN BOTH BY
  CALL CALLED CARDINALITY CASCADED CASE CAST CEIL CEILING CHAR CHAR_LENGTH CHARACTER CHARACTER_LENGTH CHECK
  CLASSIFIER CLOB CLOSE COALESCE COLLATE COLLECT COLUMN COMMIT CONDITION CONNECT CONSTRAINT CONTAINS CONVERT COPY
  CORR CORRESPONDING COS COSH COUNT COVAR_POP COVAR_SAMP CREATE CROSS CUBE CUME_DIST CURRENT CURRENT_CATALOG
  CURRENT_DATE CURRENT_DEFAULT_TRANSFORM_GROUP CURRENT_PATH CURRENT_ROLE CURRENT_ROW CURRENT_SCHEMA CURRENT_TIME
  CURRENT_TIMESTAMP CURRENT_TRANSFORM_GROUP_FOR_TYPE CURRENT_USER CURSOR CYCLE
  DATE DAY DEALLOCATE DEC DECFLOAT DECIMAL DECLARE DEFAULT DEFINE DELETE DENSE_RANK DEREF DESCRIBE DETERMINISTIC
  DISCONNECT DISTINCT DOUBLE DROP DYNAMIC
  EACH ELEMENT ELSE EMPTY END END_FRAME END_PARTITION END-EXEC EQUALS ESCAPE EVERY EXCEPT EXEC EXECUTE EXISTS EXP
  EXTERNAL EXTRACT
  FALSE FETCH FILTER FIRST_VALUE FLOAT FLOOR FOR FOREIGN FRAME_ROW FREE FROM FULL FUNCTION FUSION
  GET GLOBAL GRANT GROUP GROUPING GROUPS
  HAVING HOLD HOUR
  IDENTITY IN INDICATOR INITIAL INNER INOUT INSENSITIVE INSERT INT INTEGER INTERSECT INTERSECTION INTERVAL INTO IS
  JOIN JSON_ARRAY JSON_ARRAYAGG JSON_EXISTS JSON_OBJECT JSON_OBJECTAGG JSON_QUERY JSON_TABLE JSON_TABLE_PRIMITIVE
  JSON_VALUE
  LAG LANGUAGE LARGE LAST_VALUE LATERAL LEAD LEADING LEFT LIKE LIKE_REGEX LISTAGG LN LOCAL LOCALTIME LOCALTIMESTAMP
  LOG LOG10 LOWER
  MATCH MATCH_NUMBER MATCH_RECOGNIZE MATCHES MAX MEASURES MEMBER MERGE METHOD MIN MINUTE MOD MODIFIES MODULE MONTH
  MULTISET
  NATIONAL NATURAL NCHAR NCLOB NEW NO NONE NORMALIZE NOT NTH_VALUE NTILE NULL NULLIF NUMERIC
  OCCURRENCES_REGEX OCTET_LENGTH OF OFFSET OLD OMIT ON ONE ONLY OPEN OR ORDER OUT OUTER OVER OVERLAPS OVERLAY
  PARAMETER PARTITION PATTERN PER PERCENT PERCENT_RANK PERCENTILE_CONT PERCENTILE_DISC PERIOD PORTION POSITION
  POSITION_REGEX POWER PRECEDES PRECISION PREPARE PRIMARY PROCEDURE PTF
  RANGE RANK READS REAL RECURSIVE REF REFERENCES REFERENCING REGR_AVGX REGR_AVGY REGR_COUNT REGR_INTERCEPT REGR_R2
  REGR_SLOPE REGR_SXX REGR_SXY REGR_SYY RELEASE RESULT RETURN RETURNS REVOKE RIGHT ROLLBACK ROLLUP ROW ROW_NUMBER
  ROWS RUNNING
  SAVEPOINT SCOPE SCROLL SEARCH SECOND SEEK SELECT SENSITIVE SESSION_USER SET SHOW SIMILAR SIN SINH SKIP SMALLINT
  SOME SPECIFIC SPECIFICTYPE SQL SQLEXCEPTION SQLSTATE SQLWARNING SQRT START STATIC STDDEV_POP STDDEV_SAMP
  SUBMULTISET SUBSET SUBSTRING SUBSTRING_REGEX SUCCEEDS SUM SYMMETRIC SYSTEM SYSTEM_TIME SYSTEM_USER
  TABLE TABLESAMPLE TAN TANH THEN TIME TIMESTAMP TIMEZONE_HOUR TIMEZONE_MINUTE TO TRAILING TRANSLATE
  TRANSLATE_REGEX TRANSLATION TREAT TRIGGER TRIM TRIM_ARRAY TRUE TRUNCATE
  UESCAPE UNION UNIQUE UNKNOWN UNNEST UPDATE UPPER USER USING
  VALUE VALUES VALUE_OF VAR_POP VAR_SAMP VARBINARY VARCHAR VARYING VERSIONING
  WHEN WHENEVER WHERE WIDTH_BUCKET WINDOW WITH WITHIN WITHOUT
  YEAR
`);

/**
 * MySQL 8.0 reserved words: MySQL 8.0 Reference Manual, 11.3 "Keywords and Reserved Words", every word
 * marked (R) as of 8.0.31 (INTERSECT became reserved then). Words that were reserved only in some 8.0
 * releases (ARRAY, MEMBER, PERSIST_ONLY…) are not reserved today and are left out.
 */
const MYSQL_8_RESERVED = words(`
  ACCESSIBLE ADD ALL ALTER ANALYZE AND AS ASC ASENSITIVE
  BEFORE BETWEEN BIGINT BINARY BLOB BOTH BY
  CALL CASCADE CASE CHANGE CHAR CHARACTER CHECK COLLATE COLUMN CONDITION CONSTRAINT CONTINUE CONVERT CREATE CROSS
  CUBE CUME_DIST CURRENT_DATE CURRENT_TIME CURRENT_TIMESTAMP CURRENT_USER CURSOR
  DATABASE DATABASES DAY_HOUR DAY_MICROSECOND DAY_MINUTE DAY_SECOND DEC DECIMAL DECLARE DEFAULT DELAYED DELETE
  DENSE_RANK DESC DESCRIBE DETERMINISTIC DISTINCT DISTINCTROW DIV DOUBLE DROP DUAL
  EACH ELSE ELSEIF EMPTY ENCLOSED ESCAPED EXCEPT EXISTS EXIT EXPLAIN
  FALSE FETCH FIRST_VALUE FLOAT FLOAT4 FLOAT8 FOR FORCE FOREIGN FROM FULLTEXT FUNCTION
  GENERATED GET GRANT GROUP GROUPING GROUPS
  HAVING HIGH_PRIORITY HOUR_MICROSECOND HOUR_MINUTE HOUR_SECOND
  IF IGNORE IN INDEX INFILE INNER INOUT INSENSITIVE INSERT INT INT1 INT2 INT3 INT4 INT8 INTEGER INTERSECT INTERVAL
  INTO IO_AFTER_GTIDS IO_BEFORE_GTIDS IS ITERATE
  JOIN JSON_TABLE
  KEY KEYS KILL
  LAG LAST_VALUE LATERAL LEAD LEADING LEAVE LEFT LIKE LIMIT LINEAR LINES LOAD LOCALTIME LOCALTIMESTAMP LOCK LONG
  LONGBLOB LONGTEXT LOOP LOW_PRIORITY
  MASTER_BIND MASTER_SSL_VERIFY_SERVER_CERT MATCH MAXVALUE MEDIUMBLOB MEDIUMINT MEDIUMTEXT MIDDLEINT
  MINUTE_MICROSECOND MINUTE_SECOND MOD MODIFIES
  NATURAL NOT NO_WRITE_TO_BINLOG NTH_VALUE NTILE NULL NUMERIC
  OF ON OPTIMIZE OPTIMIZER_COSTS OPTION OPTIONALLY OR ORDER OUT OUTER OUTFILE OVER
  PARTITION PERCENT_RANK PRECISION PRIMARY PROCEDURE PURGE
  RANGE RANK READ READS READ_WRITE REAL RECURSIVE REFERENCES REGEXP RELEASE RENAME REPEAT REPLACE REQUIRE RESIGNAL
  RESTRICT RETURN REVOKE RIGHT RLIKE ROW ROW_NUMBER ROWS
  SCHEMA SCHEMAS SECOND_MICROSECOND SELECT SENSITIVE SEPARATOR SET SHOW SIGNAL SMALLINT SPATIAL SPECIFIC SQL
  SQLEXCEPTION SQLSTATE SQLWARNING SQL_BIG_RESULT SQL_CALC_FOUND_ROWS SQL_SMALL_RESULT SSL STARTING STORED
  STRAIGHT_JOIN SYSTEM
  TABLE TERMINATED THEN TINYBLOB TINYINT TINYTEXT TO TRAILING TRIGGER TRUE
  UNDO UNION UNIQUE UNLOCK UNSIGNED UPDATE USAGE USE USING UTC_DATE UTC_TIME UTC_TIMESTAMP
  VALUES VARBINARY VARCHAR VARCHARACTER VARYING VIRTUAL
  WHEN WHERE WHILE WINDOW WITH WRITE
  XOR
  YEAR_MONTH
  ZEROFILL
`);

/** Both lists, upper-case. A name matches whatever its case. */
export const SQL_RESERVED_KEYWORDS: ReadonlySet<string> = new Set([...SQL_2016_RESERVED, ...MYSQL_8_RESERVED]);

/**
 * Reserved fields: every contact has them and a user may set their values. The names of the writable
 * `reserved_fields` of GET /marketing/field_definitions (`_rf0_T` … `_rf14_T`), plus the identifier
 * fields the spec lists among the reserved fields (phoneNumberId, externalId, anonymousId).
 */
export const RESERVED_FIELD_NAMES: ReadonlySet<string> = words(`
  first_name last_name email alternate_emails address_line_1 address_line_2 city state_province_region postal_code
  country phone_number whatsapp line facebook unique_name phone_number_id external_id anonymous_id
`);

/**
 * System fields: values only the platform sets. The `read_only` reserved fields (`_rf15_T` … `_rf23_T`:
 * email domains and the activity fields), plus the contact record's own properties that are not field
 * definitions (id, list_ids, segment_ids, custom_fields) and the legacy contactdb's `lists` column.
 */
export const SYSTEM_FIELD_NAMES: ReadonlySet<string> = words(`
  email_domains last_clicked last_opened last_emailed singlesend_id automation_id created_at updated_at contact_id
  id list_ids segment_ids custom_fields lists
`);

const ALLOWED_CHARACTERS = /^[A-Za-z0-9_]+$/;
const ALLOWED_START = /^[A-Za-z_]/;

export interface FieldNameContext {
  /** Lower-cased names of the account's other custom fields (leave out the one being renamed). */
  takenNames: ReadonlySet<string>;
  /** The legacy contactdb API words every reserved or system name the same way. */
  legacy?: boolean;
}

/** The first rule `name` breaks, as its message, or undefined when the name may be used. */
export function fieldNameError(rawName: string, { takenNames, legacy = false }: FieldNameContext): string | undefined {
  const name = rawName.trim();
  if (name === '') return REQUIRED_MESSAGE;
  if (name.length > FIELD_NAME_MAX_LENGTH) return NAME_TOO_LONG_MESSAGE;
  if (!ALLOWED_CHARACTERS.test(name)) return NAME_CHARACTERS_MESSAGE;
  if (!ALLOWED_START.test(name)) return NAME_START_MESSAGE;
  const lower = name.toLowerCase();
  if (SYSTEM_FIELD_NAMES.has(lower)) return legacy ? LEGACY_RESERVED_FIELD_MESSAGE : SYSTEM_FIELD_MESSAGE;
  if (RESERVED_FIELD_NAMES.has(lower)) return legacy ? LEGACY_RESERVED_FIELD_MESSAGE : RESERVED_FIELD_MESSAGE;
  if (SQL_RESERVED_KEYWORDS.has(name.toUpperCase())) return SQL_KEYWORD_MESSAGE;
  if (takenNames.has(lower)) return NAME_IN_USE_MESSAGE;
  return undefined;
}
