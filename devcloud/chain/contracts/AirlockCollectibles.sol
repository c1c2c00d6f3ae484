// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Airlock Collectibles (ALC)
/// @notice A small ERC-721 (with the metadata extension) for the local chain: the Account view's NFTs tab
///         shows the tokens minted here. Token ids count up from 1.
contract AirlockCollectibles {
    string public constant name = "Airlock Collectibles";
    string public constant symbol = "ALC";

    address public immutable owner;
    uint256 public totalSupply;
    string private baseURI;
    mapping(uint256 => address) private owners;
    mapping(address => uint256) private balances;
    mapping(uint256 => address) private approvals;
    mapping(address => mapping(address => bool)) private operators;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    /// @dev Minting `perHolder` tokens to each holder in the constructor keeps start-up to one transaction.
    constructor(string memory base, address[] memory holders, uint256 perHolder) {
        owner = msg.sender;
        baseURI = base;
        for (uint256 i = 0; i < holders.length; i++) {
            for (uint256 j = 0; j < perHolder; j++) {
                _mint(holders[i]);
            }
        }
    }

    /// @notice Faucet for tests; only the deployer may mint.
    function mint(address to) external returns (uint256) {
        require(msg.sender == owner, "ALC: not owner");
        return _mint(to);
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        // ERC-165, ERC-721, ERC-721 metadata
        return id == 0x01ffc9a7 || id == 0x80ac58cd || id == 0x5b5e139f;
    }

    function balanceOf(address holder) external view returns (uint256) {
        require(holder != address(0), "ALC: zero address");
        return balances[holder];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address holder = owners[tokenId];
        require(holder != address(0), "ALC: no such token");
        return holder;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return string.concat(baseURI, _decimal(tokenId));
    }

    function approve(address to, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        require(msg.sender == holder || operators[holder][msg.sender], "ALC: not allowed");
        approvals[tokenId] = to;
        emit Approval(holder, to, tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return approvals[tokenId];
    }

    function setApprovalForAll(address operator, bool approved) external {
        operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function isApprovedForAll(address holder, address operator) external view returns (bool) {
        return operators[holder][operator];
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address holder = ownerOf(tokenId);
        require(holder == from, "ALC: wrong owner");
        require(to != address(0), "ALC: zero address");
        require(msg.sender == holder || approvals[tokenId] == msg.sender || operators[holder][msg.sender], "ALC: not allowed");
        delete approvals[tokenId];
        balances[from] -= 1;
        balances[to] += 1;
        owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    /// @dev The local chain's test accounts are plain accounts: no receiver check is needed for them,
    ///      and a contract recipient is refused rather than risk a stuck token.
    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        require(to.code.length == 0, "ALC: contract recipient");
        transferFrom(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes calldata) external {
        require(to.code.length == 0, "ALC: contract recipient");
        transferFrom(from, to, tokenId);
    }

    function _mint(address to) private returns (uint256 tokenId) {
        tokenId = ++totalSupply;
        owners[tokenId] = to;
        balances[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 v = value; v != 0; v /= 10) digits++;
        bytes memory out = new bytes(digits);
        for (; value != 0; value /= 10) out[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(out);
    }
}
