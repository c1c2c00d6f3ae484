// SPDX-License-Identifier: MIT
pragma solidity ^0.8.4;

// The embedded wallet's smart account: Solady's ERC-4337 account (EntryPoint v0.7, ERC-1271 with ERC-7739
// nested signatures, execute/executeBatch), made concrete by naming its EIP-712 domain. Accounts are ERC-1967
// proxies made by Solady's ERC4337Factory, whose salt starts with the owner's address.
import {ERC4337} from "solady/src/accounts/ERC4337.sol";
import {ERC4337Factory} from "solady/src/accounts/ERC4337Factory.sol";

contract AirlockSmartAccount is ERC4337 {
    function _domainNameAndVersion() internal pure override returns (string memory, string memory) {
        return ("AirlockSmartAccount", "1");
    }
}
